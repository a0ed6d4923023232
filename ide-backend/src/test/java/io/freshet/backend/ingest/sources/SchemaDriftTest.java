package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.ColumnDrift;
import io.freshet.ui.ingest.DriftKind;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TableDrift;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SchemaDriftTest {

    private static final List<String> TARGET = List.of("lakehouse", "ods", "users");

    private static SourceColumn col(String name, String flinkType, boolean key) {
        return new SourceColumn(name, "pg", !key, key, flinkType, flinkType == null ? "no mapping" : null);
    }

    private static SourceTable users(SourceColumn... columns) {
        return new SourceTable("public", "users", List.of(columns), List.of("user_id"));
    }

    private static final List<SchemaDrift.OdsColumn> ODS = List.of(new SchemaDrift.OdsColumn("user_id", "BIGINT NOT NULL"),
            new SchemaDrift.OdsColumn("user_name", "VARCHAR(40)"), new SchemaDrift.OdsColumn("score", "INT NOT NULL"));

    @Test
    void theSameColumnsAreNoDrift() {
        assertThat(SchemaDrift.compare(TARGET, users(col("user_id", "BIGINT", true), col("user_name", "VARCHAR(40)",
                false), col("score", "INT", false)), ODS)).isEmpty();
    }

    @Test
    void anAddedColumnIsAddedToThePaimonTable() {
        TableDrift drift = SchemaDrift.compare(TARGET, users(col("user_id", "BIGINT", true),
                col("user_name", "VARCHAR(40)", false), col("score", "INT", false), col("email", "STRING", false)),
                ODS).orElseThrow();
        assertThat(drift.needsResync()).isFalse();
        assertThat(drift.changes()).singleElement().satisfies(c -> assertThat(c.kind()).isEqualTo(DriftKind.ADDED));
        assertThat(drift.ddl()).containsExactly("ALTER TABLE `lakehouse`.`ods`.`users` ADD `email` STRING");
    }

    @Test
    void aWideningIsModifiedAndANarrowingNeedsAResync() {
        TableDrift widened = SchemaDrift.compare(TARGET, users(col("user_id", "BIGINT", true),
                col("user_name", "VARCHAR(80)", false), col("score", "BIGINT", false)), ODS).orElseThrow();
        assertThat(widened.ddl()).containsExactly(
                "ALTER TABLE `lakehouse`.`ods`.`users` MODIFY `user_name` VARCHAR(80)",
                "ALTER TABLE `lakehouse`.`ods`.`users` MODIFY `score` BIGINT");
        TableDrift narrowed = SchemaDrift.compare(TARGET, users(col("user_id", "BIGINT", true),
                col("user_name", "VARCHAR(10)", false), col("score", "INT", false)), ODS).orElseThrow();
        assertThat(narrowed.needsResync()).isTrue();
        assertThat(narrowed.changes()).singleElement().extracting(ColumnDrift::reason).asString()
                .contains("VARCHAR(40) to VARCHAR(10)");
    }

    @Test
    void aDroppedColumnIsDroppedUnlessItIsAKey() {
        TableDrift dropped = SchemaDrift.compare(TARGET, users(col("user_id", "BIGINT", true),
                col("score", "INT", false)), ODS).orElseThrow();
        assertThat(dropped.changes()).singleElement().satisfies(c -> {
            assertThat(c.kind()).isEqualTo(DriftKind.DROPPED);
            assertThat(c.ddl()).isEqualTo("ALTER TABLE `lakehouse`.`ods`.`users` DROP `user_name`");
        });
    }

    @Test
    void aKeyTypeChangeOrAnUnmappableNewColumnNeedsAResync() {
        TableDrift drift = SchemaDrift.compare(TARGET, users(col("user_id", "DECIMAL(20, 0)", true),
                col("user_name", "VARCHAR(40)", false), col("score", "INT", false), col("tags", null, false)),
                ODS).orElseThrow();
        assertThat(drift.changes()).allMatch(ColumnDrift::needsResync).hasSize(2);
        assertThat(drift.ddl()).isEmpty();
    }
}
