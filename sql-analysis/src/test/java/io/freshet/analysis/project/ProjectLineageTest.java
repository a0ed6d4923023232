package io.freshet.analysis.project;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.lineage.ColumnRef;
import io.freshet.analysis.lineage.StatementLineage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A three-layer project (ODS -> DWD -> DWS) in three scripts, analysed in order into one graph. */
class ProjectLineageTest {

    private static final String ODS = "default_catalog.default_database.orders";
    private static final String DWD = "default_catalog.default_database.dwd_paid";
    private static final String DWS = "default_catalog.default_database.dws_revenue";
    private static final String REPORT = "default_catalog.default_database.report";

    private static final Map<String, String> SCRIPTS = new LinkedHashMap<>();
    private static ProjectLineage graph;

    @BeforeAll
    static void analyse() {
        SCRIPTS.put("ods.sql", """
                CREATE TABLE orders (order_id BIGINT, customer_id INT, amount DECIMAL(10, 2), status STRING)
                WITH ('connector' = 'datagen');""");
        SCRIPTS.put("dwd.sql", """
                CREATE MATERIALIZED TABLE dwd_paid FRESHNESS = INTERVAL '1' HOUR
                AS SELECT order_id, customer_id, amount * 1.21 AS gross FROM orders WHERE status = 'PAID';""");
        SCRIPTS.put("dws.sql", """
                CREATE MATERIALIZED TABLE dws_revenue FRESHNESS = INTERVAL '1' HOUR
                AS SELECT customer_id, SUM(gross) AS revenue FROM dwd_paid GROUP BY customer_id;
                CREATE TABLE report (customer_id INT, revenue DECIMAL(38, 2)) WITH ('connector' = 'blackhole');
                INSERT INTO report SELECT customer_id, revenue FROM dws_revenue;""");
        graph = ProjectLineage.of(analyseAll(SCRIPTS));
    }

    private static Map<String, List<StatementLineage>> analyseAll(Map<String, String> scripts) {
        ScriptAnalyzer analyzer = new ScriptAnalyzer();
        CatalogSnapshot catalog = CatalogSnapshot.empty();
        Map<String, List<StatementLineage>> lineage = new LinkedHashMap<>();
        for (var script : scripts.entrySet()) {
            ScriptAnalysis analysis = analyzer.validate(script.getValue(), catalog);
            assertThat(analysis.hasErrors()).as(analysis.diagnostics().toString()).isFalse();
            lineage.put(script.getKey(), analysis.lineage());
            catalog = analysis.catalogAfter();
        }
        return lineage;
    }

    @Test
    void upstreamAndDownstreamColumnsToAnyDepth() {
        ColumnRef amount = new ColumnRef(ODS, "amount");
        assertThat(graph.downstream(amount, 1)).containsExactly(new ColumnRef(DWD, "gross"));
        assertThat(graph.downstream(amount, -1)).containsExactlyInAnyOrder(new ColumnRef(DWD, "gross"),
                new ColumnRef(DWS, "revenue"), new ColumnRef(REPORT, "revenue"));
        assertThat(graph.upstream(new ColumnRef(REPORT, "revenue"), -1)).containsExactlyInAnyOrder(
                new ColumnRef(DWS, "revenue"), new ColumnRef(DWD, "gross"), amount);
    }

    @Test
    void tablesUpstreamAndDownstream() {
        assertThat(graph.downstreamTables(ODS, -1)).containsExactlyInAnyOrder(DWD, DWS, REPORT);
        assertThat(graph.downstreamTables(ODS, 1)).containsExactly(DWD);
        assertThat(graph.upstreamTables(REPORT, 2)).containsExactlyInAnyOrder(DWS, DWD);
    }

    @Test
    void impactOfAFilterColumnReachesEveryColumnOfTheTablesItDecides() {
        ImpactReport impact = graph.impact(new ColumnRef(ODS, "status"));
        assertThat(impact.tables()).containsExactlyInAnyOrder(DWD, DWS, REPORT);
        assertThat(impact.columns()).contains(new ColumnRef(DWD, "order_id"), new ColumnRef(REPORT, "customer_id"));
        assertThat(graph.impact(new ColumnRef(ODS, "order_id")).tables()).containsExactly(DWD);
    }

    @Test
    void impactTellsChangedValuesFromRowsDecidedByAFilter() {
        ImpactReport status = graph.impact(new ColumnRef(ODS, "status"));
        assertThat(status.valueColumns()).as("status only filters: no value is computed from it").isEmpty();
        assertThat(status.conditionColumns()).isEqualTo(status.columns());

        ImpactReport amount = graph.impact(new ColumnRef(ODS, "amount"));
        assertThat(amount.valueColumns()).containsExactlyInAnyOrder(new ColumnRef(DWD, "gross"),
                new ColumnRef(DWS, "revenue"), new ColumnRef(REPORT, "revenue"));
        assertThat(amount.conditionColumns()).isEmpty();

        ImpactReport customer = graph.impact(new ColumnRef(ODS, "customer_id"));
        assertThat(customer.valueColumns()).contains(new ColumnRef(DWS, "customer_id"))
                .doesNotContain(new ColumnRef(DWS, "revenue"));
        assertThat(customer.conditionColumns()).as("a grouping key decides the rows of the aggregate")
                .contains(new ColumnRef(DWS, "revenue"));
    }

    @Test
    void everyIndirectColumnTellsHowItDecidesTheRows() {
        StatementLineage dwd = analyseAll(SCRIPTS).get("dwd.sql").get(0);
        assertThat(dwd.indirect()).singleElement().satisfies(c -> {
            assertThat(c.ref()).isEqualTo(new ColumnRef(ODS, "status"));
            assertThat(c.dependency()).isEqualTo(io.freshet.analysis.lineage.Dependency.CONDITION);
            assertThat(c.subtypes()).containsExactly(io.freshet.analysis.lineage.ConditionKind.FILTER);
        });
        assertThat(dwd.columns().get(0).sources()).allSatisfy(s ->
                assertThat(s.dependency()).isEqualTo(io.freshet.analysis.lineage.Dependency.VALUE));
        assertThat(dwd.temporary()).isEmpty();
    }

    @Test
    void oneSessionProjectAnalysisGivesTheSameGraph() {
        ProjectAnalysis project = ProjectAnalyzer.analyze(SCRIPTS, CatalogSnapshot.empty(), java.time.Duration.ofMinutes(30));
        assertThat(project.diagnostics().get("dws.sql")).extracting(d -> d.severity())
                .containsOnly(io.freshet.analysis.diagnostic.Severity.INFO);
        assertThat(project.lineage().downstream(new ColumnRef(ODS, "amount"), -1))
                .isEqualTo(graph.downstream(new ColumnRef(ODS, "amount"), -1));
        assertThat(project.lineage().impact(new ColumnRef(ODS, "status")))
                .isEqualTo(graph.impact(new ColumnRef(ODS, "status")));
        assertThat(project.catalogAfter().resolve(List.of("report"))).isPresent();
    }

    @Test
    void replacingOneScriptUpdatesTheGraph() {
        Map<String, String> changed = new LinkedHashMap<>(SCRIPTS);
        changed.put("dws.sql", """
                CREATE MATERIALIZED TABLE dws_revenue FRESHNESS = INTERVAL '1' HOUR
                AS SELECT customer_id, COUNT(order_id) AS revenue FROM dwd_paid GROUP BY customer_id;""");
        ProjectLineage updated = graph.withScript("dws.sql", analyseAll(changed).get("dws.sql"));
        assertThat(updated.downstream(new ColumnRef(ODS, "amount"), -1)).containsExactly(new ColumnRef(DWD, "gross"));
        assertThat(updated.downstream(new ColumnRef(ODS, "order_id"), -1)).contains(new ColumnRef(DWS, "revenue"));
        assertThat(updated.downstreamTables(ODS, -1)).doesNotContain(REPORT);
    }
}
