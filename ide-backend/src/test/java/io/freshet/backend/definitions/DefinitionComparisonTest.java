package io.freshet.backend.definitions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.ui.deploy.DefinitionPart;
import io.freshet.ui.projects.LineDiff;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One comparison of a live table with its script: what counts (definition) and what does not (bookkeeping, layout). */
class DefinitionComparisonTest {

    private static final TableId ID = new TableId("lakehouse", "dws", "daily");
    private static final String QUERY = "SELECT `o`.`ds`, COUNT(*) AS `n`\nFROM `lakehouse`.`ods`.`orders` AS `o`\n"
            + "GROUP BY `o`.`ds`";

    @Test
    void theSameDefinitionMatchesWhateverFlinkAndPaimonAddedAndHowItIsLaidOut() {
        Map<String, String> live = new HashMap<>(Map.of("partition.fields.ds.date-formatter", "yyyy-MM-dd",
                "type", "materialized-table", "materialized-table.refresh-status", "ACTIVATED",
                "materialized-table.refresh-handler-description", "{\"jobId\":\"x\"}", "path", "/w/dws.db/daily"));
        TableInfo deployed = mt(QUERY, "1", "DAY", live);
        TableInfo script = mt(QUERY.replace("\n", "\n  ") + "  ", "1", "DAY",
                Map.of("partition.fields.ds.date-formatter", "yyyy-MM-dd"));
        DefinitionComparison comparison = DefinitionComparison.of(deployed, script);
        assertThat(comparison.matches()).as(comparison.deployed() + "\n---\n" + comparison.script()).isTrue();
    }

    @Test
    void freshnessQueryKeysAndUserOptionsEachMakeItChanged() {
        Map<String, String> options = Map.of("partition.fields.ds.date-formatter", "yyyy-MM-dd");
        TableInfo deployed = mt(QUERY, "1", "DAY", options);
        assertThat(DefinitionComparison.of(deployed, mt(QUERY, "1", "HOUR", options)).matches()).isFalse();
        assertThat(DefinitionComparison.of(deployed, mt(QUERY.replace("COUNT(*)", "SUM(1)"), "1", "DAY", options))
                .matches()).isFalse();
        assertThat(DefinitionComparison.of(deployed, mt(QUERY, "1", "DAY", Map.of())).matches()).isFalse();
        TableInfo otherKey = new TableInfo(ID, TableKind.MATERIALIZED_TABLE, List.of(), List.of("ds"), List.of("ds"),
                List.of(), options, null, null, new MaterializedTableInfo(QUERY, "1", "DAY", "AUTOMATIC", "FULL"));
        assertThat(DefinitionComparison.of(deployed, otherKey).matches()).isFalse();
    }

    @Test
    void theReasonNamesEachClauseThatDiffers() {
        Map<String, String> options = Map.of("partition.fields.ds.date-formatter", "yyyy-MM-dd");
        TableInfo deployed = mt(QUERY, "1", "DAY", options);
        assertThat(DefinitionComparison.of(deployed, mt(QUERY, "1", "DAY", options)).differences()).isEmpty();
        assertThat(DefinitionComparison.of(deployed, mt(QUERY, "1", "HOUR", options)).differences())
                .containsExactly(DefinitionPart.FRESHNESS);
        assertThat(DefinitionComparison.of(deployed, mt(QUERY.replace("COUNT(*)", "SUM(1)"), "2", "DAY", Map.of()))
                .differences()).containsExactly(DefinitionPart.OPTIONS, DefinitionPart.FRESHNESS, DefinitionPart.QUERY);
        TableInfo otherKey = new TableInfo(ID, TableKind.MATERIALIZED_TABLE, List.of(), List.of("ds"), List.of(),
                List.of(), options, null, null, new MaterializedTableInfo(QUERY, "1", "DAY", "FULL", "FULL"));
        assertThat(DefinitionComparison.of(deployed, otherKey).differences()).containsExactly(DefinitionPart.KEYS,
                DefinitionPart.PARTITIONING, DefinitionPart.REFRESH_MODE);
        assertThat(DefinitionComparison.of(table(ColumnInfo.physical("name", "INT", true)),
                table(ColumnInfo.physical("name", "BIGINT", true))).differences())
                .containsExactly(DefinitionPart.COLUMNS);
        assertThat(new DefinitionComparison(TableDefinition.of(deployed), "CREATE MATERIALIZED TABLE daily AS SELECT 1")
                .differences()).as("a statement analysis could not create a table from")
                .containsExactly(DefinitionPart.STATEMENT);
    }

    @Test
    void theDiffShowsTheChangedClauseOnly() {
        Map<String, String> options = Map.of();
        DefinitionComparison changed = DefinitionComparison.of(mt(QUERY, "1", "DAY", options),
                mt(QUERY, "1", "HOUR", options));
        List<LineDiff.Line> diff = LineDiff.diff(changed.deployed(), changed.script());
        assertThat(diff.stream().filter(l -> l.kind() != LineDiff.Kind.SAME).map(LineDiff.Line::text))
                .containsExactly("FRESHNESS = INTERVAL '1' DAY", "FRESHNESS = INTERVAL '1' HOUR");
    }

    @Test
    void plainTablesCompareColumnsWithFlinksAndPaimonsSpellingOfStringAlike() {
        TableInfo paimon = table(ColumnInfo.physical("name", "STRING NOT NULL", false));
        TableInfo flink = table(ColumnInfo.physical("name", "VARCHAR(2147483647) NOT NULL", false));
        assertThat(DefinitionComparison.of(paimon, flink).matches()).isTrue();
        assertThat(DefinitionComparison.of(paimon, table(ColumnInfo.physical("name", "INT", true))).matches())
                .isFalse();
    }

    private static TableInfo mt(String query, String interval, String unit, Map<String, String> options) {
        return new TableInfo(ID, TableKind.MATERIALIZED_TABLE, List.of(ColumnInfo.physical("ds", "STRING", false)),
                List.of(), List.of("ds"), List.of(), options, null, null,
                new MaterializedTableInfo(query, interval, unit, "AUTOMATIC", "FULL"));
    }

    private static TableInfo table(ColumnInfo column) {
        return new TableInfo(ID, TableKind.TABLE, List.of(column), List.of(), List.of(), List.of(), Map.of(), null,
                null, null);
    }
}
