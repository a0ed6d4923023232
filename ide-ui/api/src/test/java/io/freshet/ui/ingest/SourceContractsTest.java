package io.freshet.ui.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the views read off a source's check result and tables, and that a definition never prints its password. */
class SourceContractsTest {

    @Test
    void aSourceConnectsWhenTheFirstThreeChecksPassAndIsCdcReadyWhenAllDo() {
        SourceTestResult snapshotOnly = new SourceTestResult(List.of(
                check(SourceCheckKind.REACHABLE, CheckOutcome.PASSED), check(SourceCheckKind.CREDENTIALS, CheckOutcome.PASSED),
                check(SourceCheckKind.DATABASE, CheckOutcome.PASSED), check(SourceCheckKind.CHANGE_LOG, CheckOutcome.FAILED)),
                true);
        assertThat(snapshotOnly.connects()).isTrue();
        assertThat(snapshotOnly.cdcReady()).isFalse();
        assertThat(snapshotOnly.problems()).containsExactly("CHANGE_LOG FAILED");
        SourceTestResult unreachable = new SourceTestResult(List.of(
                check(SourceCheckKind.REACHABLE, CheckOutcome.FAILED), check(SourceCheckKind.CREDENTIALS, CheckOutcome.SKIPPED),
                check(SourceCheckKind.DATABASE, CheckOutcome.SKIPPED)), false);
        assertThat(unreachable.connects()).isFalse();
        assertThat(unreachable.problems()).containsExactly("REACHABLE FAILED");
    }

    @Test
    void aDefinitionNeverPrintsItsPassword() {
        SourceDefinition d = new SourceDefinition("shop", SourceKind.POSTGRESQL, "db", 5432, "shop", "cdc", "s3cret!");
        assertThat(d.toString()).doesNotContain("s3cret!").contains("shop", "db:5432", "cdc");
    }

    @Test
    void aTableWithoutKeyOrWithUnmappableColumnsSaysSo() {
        SourceTable t = new SourceTable("public", "places", List.of(
                new SourceColumn("id", "int4", false, false, "INT", null),
                new SourceColumn("location", "point", true, false, null, "point has no Flink type")), List.of());
        assertThat(t.hasPrimaryKey()).isFalse();
        assertThat(t.unmappable()).extracting(SourceColumn::name).containsExactly("location");
        assertThat(SourceKind.MYSQL.defaultPort()).isEqualTo(3306);
    }

    private static SourceCheck check(SourceCheckKind kind, CheckOutcome outcome) {
        return new SourceCheck(kind, outcome, kind + " " + outcome);
    }
}
