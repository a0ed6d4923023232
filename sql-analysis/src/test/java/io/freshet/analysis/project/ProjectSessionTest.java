package io.freshet.analysis.project;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.lineage.ColumnRef;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Re-running changed scripts in one live session gives the graph a fresh analysis of the new texts gives. */
class ProjectSessionTest {

    private static final String DB = "default_catalog.default_database.";
    private static final Duration THRESHOLD = Duration.ofMinutes(30);

    private static Map<String, String> project(String dwdQuery) {
        Map<String, String> scripts = new LinkedHashMap<>();
        scripts.put("ods.sql", "CREATE TABLE orders (order_id BIGINT, customer_id INT, amount INT, status STRING)"
                + " WITH ('connector' = 'datagen');");
        scripts.put("dwd.sql", "CREATE MATERIALIZED TABLE dwd_paid FRESHNESS = INTERVAL '1' HOUR AS " + dwdQuery + ";");
        scripts.put("dws.sql", "CREATE MATERIALIZED TABLE dws_revenue FRESHNESS = INTERVAL '1' HOUR"
                + " AS SELECT customer_id, SUM(gross) AS revenue FROM dwd_paid GROUP BY customer_id;");
        scripts.put("report.sql", "CREATE MATERIALIZED TABLE report FRESHNESS = INTERVAL '1' HOUR"
                + " AS SELECT customer_id, revenue FROM dws_revenue;");
        return scripts;
    }

    private static final String GROSS = "SELECT order_id, customer_id, amount * 2 AS gross FROM orders WHERE status = 'PAID'";

    @Test
    void aChangeThatKeepsTheColumnsReanalysesOnlyItsScript() {
        ProjectSession session = ProjectSession.open(project(GROSS), CatalogSnapshot.empty(), THRESHOLD);

        List<String> analysed = session.update("dwd.sql", "CREATE MATERIALIZED TABLE dwd_paid FRESHNESS = INTERVAL '1' HOUR"
                + " AS SELECT order_id, customer_id, amount + 1 AS gross FROM orders WHERE status <> 'OPEN';");

        assertThat(analysed).containsExactly("dwd.sql");
        assertThat(session.lineage().upstream(new ColumnRef(DB + "report", "revenue"), -1))
                .contains(new ColumnRef(DB + "orders", "amount"), new ColumnRef(DB + "dwd_paid", "gross"));
        assertThat(session.diagnostics().values()).allSatisfy(d -> assertThat(errors(d)).isEmpty());
    }

    @Test
    void aChangedColumnReanalysesTheScriptsDownstreamAndEndsWhereAFreshAnalysisEnds() {
        ProjectSession session = ProjectSession.open(project(GROSS), CatalogSnapshot.empty(), THRESHOLD);
        String renamed = "SELECT order_id, customer_id, amount * 2 AS net FROM orders";

        List<String> analysed = session.update("dwd.sql",
                "CREATE MATERIALIZED TABLE dwd_paid FRESHNESS = INTERVAL '1' HOUR AS " + renamed + ";");

        assertThat(analysed).containsExactly("dwd.sql", "dws.sql", "report.sql");
        assertThat(errors(session.diagnostics().get("dws.sql"))).singleElement()
                .satisfies(d -> assertThat(d.message()).contains("gross"));
        assertThat(errors(session.diagnostics().get("report.sql"))).isNotEmpty();
        sameGraph(session, ProjectSession.open(project(renamed), CatalogSnapshot.empty(), THRESHOLD));

        assertThat(session.update("dwd.sql", "CREATE MATERIALIZED TABLE dwd_paid FRESHNESS = INTERVAL '1' HOUR AS "
                + GROSS + ";")).containsExactly("dwd.sql", "dws.sql", "report.sql");
        assertThat(session.diagnostics().values()).allSatisfy(d -> assertThat(errors(d)).isEmpty());
        sameGraph(session, ProjectSession.open(project(GROSS), CatalogSnapshot.empty(), THRESHOLD));
    }

    @Test
    void aNewScriptIsAddedAtTheEnd() {
        ProjectSession session = ProjectSession.open(project(GROSS), CatalogSnapshot.empty(), THRESHOLD);

        session.update("extra.sql", "CREATE VIEW big AS SELECT order_id FROM dwd_paid WHERE gross > 100;"
                + "CREATE MATERIALIZED TABLE big_orders FRESHNESS = INTERVAL '1' HOUR AS SELECT order_id FROM big;");
        session.update("extra.sql", "CREATE VIEW big AS SELECT order_id FROM dwd_paid WHERE gross > 200;"
                + "CREATE MATERIALIZED TABLE big_orders FRESHNESS = INTERVAL '1' HOUR AS SELECT order_id FROM big;");

        assertThat(errors(session.diagnostics().get("extra.sql"))).as("re-running drops the view and table first")
                .isEmpty();
        assertThat(session.lineage().downstreamTables(DB + "orders", -1)).contains(DB + "big_orders");
    }

    @Test
    void aRemovedScriptTakesItsTablesAndLineageAlong() {
        ProjectSession session = ProjectSession.open(project(GROSS), CatalogSnapshot.empty(), THRESHOLD);

        assertThat(session.remove("dws.sql")).containsExactly("report.sql");

        assertThat(session.scripts()).containsExactly("ods.sql", "dwd.sql", "report.sql");
        assertThat(session.lineage().downstreamTables(DB + "orders", -1)).containsExactly(DB + "dwd_paid");
        assertThat(errors(session.diagnostics().get("report.sql"))).singleElement()
                .satisfies(d -> assertThat(d.message()).contains("dws_revenue"));
        assertThat(session.created("dwd.sql")).extracting(Object::toString).containsExactly(DB + "dwd_paid");
        assertThat(session.remove("nothing.sql")).isEmpty();
    }

    @Test
    void aScriptThatCreatesItsDatabaseRunsAgainWithoutComplaint() {
        Map<String, String> scripts = new LinkedHashMap<>();
        scripts.put("shop.sql", "CREATE DATABASE shop; CREATE TABLE shop.sales (id INT, v INT) WITH ('connector' = 'datagen');");
        scripts.put("more.sql", "CREATE TABLE shop.refunds (id INT) WITH ('connector' = 'datagen');");
        ProjectSession session = ProjectSession.open(scripts, CatalogSnapshot.empty(), THRESHOLD);

        session.update("shop.sql", "CREATE DATABASE shop;\nCREATE TABLE shop.sales (id INT, w INT) WITH ('connector' = 'datagen');");

        assertThat(session.diagnostics().values()).allSatisfy(d -> assertThat(errors(d)).isEmpty());
        assertThat(session.snapshot().tables().map(t -> t.id().toString()))
                .contains("default_catalog.shop.sales", "default_catalog.shop.refunds");
    }

    private static void sameGraph(ProjectSession updated, ProjectSession fresh) {
        for (String column : List.of("order_id", "customer_id", "amount", "status")) {
            ColumnRef ref = new ColumnRef(DB + "orders", column);
            assertThat(updated.lineage().impact(ref)).as(column).isEqualTo(fresh.lineage().impact(ref));
        }
        assertThat(updated.lineage().downstreamTables(DB + "orders", -1))
                .isEqualTo(fresh.lineage().downstreamTables(DB + "orders", -1));
    }

    private static List<Diagnostic> errors(List<Diagnostic> diagnostics) {
        return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).toList();
    }
}
