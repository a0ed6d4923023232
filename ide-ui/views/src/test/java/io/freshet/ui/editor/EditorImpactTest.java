package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.analysis.script.TextRange;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which lineage table the editor's Impact button starts from. */
class EditorImpactTest {

    private static final LineageGraph GRAPH = new LineageGraph("p", List.of(
            new LineageTable("lakehouse.dwd.order_detail", "dwd.order_detail", "DWD", "MATERIALIZED_TABLE", List.of(),
                    "1 MINUTE", 7L, "03_dwd.sql", 11),
            new LineageTable("lakehouse.dws.sink", "dws.sink", "DWS", "TABLE", List.of(), null, 9L, "x.sql", null)),
            List.of(), List.of(), List.of());

    @Test
    void theTableDefinedAtTheStatementsLineInThisScript() {
        assertThat(EditorImpact.tableOf(GRAPH, 7, new StatementSpan("CREATE MATERIALIZED TABLE whatever AS SELECT 1",
                TextRange.point(11, 1))))
                .map(LineageTable::id).contains("lakehouse.dwd.order_detail");
    }

    @Test
    void elseTheTableTheStatementWritesByItsName() {
        assertThat(EditorImpact.tableOf(GRAPH, 1, new StatementSpan("INSERT INTO `dws`.`sink` SELECT * FROM t",
                TextRange.point(3, 1))))
                .map(LineageTable::id).contains("lakehouse.dws.sink");
        assertThat(EditorImpact.tableOf(GRAPH, 1, new StatementSpan("  create materialized table dwd.order_detail"
                + " FRESHNESS = INTERVAL '1' MINUTE AS SELECT 1", TextRange.point(40, 1)))).map(LineageTable::id)
                .contains("lakehouse.dwd.order_detail");
    }

    @Test
    void aQueryOrAnUnknownTableHasNone() {
        assertThat(EditorImpact.tableOf(GRAPH, 7, new StatementSpan("SELECT * FROM dws.sink", TextRange.point(1, 1))))
                .isEmpty();
        assertThat(EditorImpact.tableOf(GRAPH, 7, new StatementSpan("INSERT INTO other.sink SELECT 1",
                TextRange.point(1, 1)))).isEmpty();
    }

    @Test
    void theNameFollowsEveryOptionalKeywordAndCommentsAreSkipped() {
        assertThat(EditorImpact.tableOf(GRAPH, 1, new StatementSpan(
                "CREATE OR REPLACE TEMPORARY TABLE /* new */ IF NOT EXISTS dws.`sink`(a INT)", TextRange.point(1, 1))))
                .map(LineageTable::id).contains("lakehouse.dws.sink");
        assertThat(EditorImpact.tableOf(GRAPH, 1, new StatementSpan("insert overwrite\n-- daily\nsink SELECT 1",
                TextRange.point(1, 1)))).map(LineageTable::id).contains("lakehouse.dws.sink");
        assertThat(EditorImpact.tableOf(GRAPH, 1, new StatementSpan(
                "ALTER MATERIALIZED TABLE dwd.order_detail SUSPEND", TextRange.point(1, 1))))
                .map(LineageTable::id).contains("lakehouse.dwd.order_detail");
        assertThat(EditorImpact.tableOf(GRAPH, 1, new StatementSpan("CREATE VIEW dws.sink AS SELECT 1",
                TextRange.point(1, 1)))).isEmpty();
    }
}
