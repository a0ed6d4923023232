package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.project.Environment;
import io.freshet.analysis.project.ProjectSession;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.lineage.TableEdge;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.scripts.ScriptDocument;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 35 point 4: a project's lineage in an environment names its own tables as the deploy plan places them
 * ({@code dev_dwd.order_detail}), keeps the names of the tables it only reads, lays them out in their production
 * layers, and takes the health model's states of those live tables, not of production's.
 */
class EnvironmentLineageTest {

    private static final Environment DEV = Environment.of("dev_");
    private static final String DEV_DETAIL = "lakehouse.dev_dwd.order_detail";
    private static final String DEV_SUMMARY = "lakehouse.dev_dws.user_summary";

    @Test
    void theSampleInDevHasItsOwnTablesUnderTheirDevNamesInTheirProductionLayers() {
        LineageIndex index = index(SampleProjects.scripts(SampleProjects.ECOMMERCE));
        CatalogSnapshot live = SampleProjects.emptyLakehouse();

        LineageGraph dev = index.current("ecommerce", DEV, live).graph();

        assertThat(dev.problems()).isEmpty();
        List<String> ids = dev.tables().stream().map(LineageTable::id).toList();
        assertThat(ids).contains(DEV_DETAIL, DEV_SUMMARY, "lakehouse.dev_ods.orders", "lakehouse.dev_dws.top_items_daily")
                .noneMatch(id -> id.startsWith("lakehouse.dwd.") || id.startsWith("lakehouse.dws."));
        assertThat(table(dev, DEV_DETAIL).layer()).as("laid out as production's dwd").isEqualTo("DWD");
        assertThat(table(dev, DEV_SUMMARY).layer()).isEqualTo("DWS");
        assertThat(table(dev, "lakehouse.dev_ods.orders").layer()).isEqualTo("ODS");
        assertThat(dev.tableEdges()).contains(new TableEdge(DEV_DETAIL, DEV_SUMMARY));
        assertThat(dev.columnEdges()).anySatisfy(e -> {
            assertThat(e.sourceTable()).isEqualTo(DEV_DETAIL);
            assertThat(e.targetTable()).isEqualTo(DEV_SUMMARY);
        });

        LineageGraph production = index.current("ecommerce", Environment.NONE, live).graph();
        assertThat(production.tables()).extracting(LineageTable::id).contains("lakehouse.dwd.order_detail")
                .doesNotContain(DEV_DETAIL);
        assertThat(table(production, "lakehouse.dwd.order_detail").layer()).isEqualTo("DWD");
    }

    /**
     * Columns named with their table's database follow the table into dev_ (Flink matches such a prefix with the table
     * the query reads), those of a table only read keep theirs: the planner finds every column, with no problem.
     */
    @Test
    void qualifiedColumnsFollowTheirTablesAndATableOnlyReadKeepsItsName() {
        LineageIndex index = index(List.of(script(1, "report.sql", """
                CREATE DATABASE IF NOT EXISTS dwd;
                CREATE TABLE IF NOT EXISTS dwd.orders_clean (order_id BIGINT, city STRING);
                INSERT INTO dwd.orders_clean SELECT ods.orders.order_id, `ods`.`orders`.`city` FROM ods.orders;
                CREATE DATABASE IF NOT EXISTS ads;
                CREATE TABLE IF NOT EXISTS ads.city_report (city STRING, orders BIGINT);
                INSERT INTO ads.city_report SELECT dwd.orders_clean.city, COUNT(lakehouse.dwd.orders_clean.order_id)
                FROM dwd.orders_clean GROUP BY `dwd`.`orders_clean`.`city`;
                """)));

        LineageGraph dev = index.current("p", DEV, withOrders()).graph();

        assertThat(dev.problems()).isEmpty();
        assertThat(dev.tables()).extracting(LineageTable::id).contains("lakehouse.dev_dwd.orders_clean",
                "lakehouse.dev_ads.city_report", "lakehouse.ods.orders")
                .doesNotContain("lakehouse.dwd.orders_clean", "lakehouse.ads.city_report");
        assertThat(table(dev, "lakehouse.dev_ads.city_report").layer()).isEqualTo("ADS");
        assertThat(table(dev, "lakehouse.ods.orders").layer()).isEqualTo("ODS");
        assertThat(dev.columnEdges()).anySatisfy(e -> {
            assertThat(e.sourceTable()).isEqualTo("lakehouse.ods.orders");
            assertThat(e.sourceColumn()).isEqualTo("city");
            assertThat(e.targetTable()).isEqualTo("lakehouse.dev_dwd.orders_clean");
        }).anySatisfy(e -> {
            assertThat(e.sourceTable()).isEqualTo("lakehouse.dev_dwd.orders_clean");
            assertThat(e.sourceColumn()).isEqualTo("city");
            assertThat(e.targetTable()).isEqualTo("lakehouse.dev_ads.city_report");
            assertThat(e.targetColumn()).isEqualTo("city");
        });
    }

    @Test
    void theHealthOverlayReadsTheStatesOfTheEnvironmentsLiveTables() {
        LineageGraph dev = index(SampleProjects.scripts(SampleProjects.ECOMMERCE))
                .current("ecommerce", DEV, SampleProjects.emptyLakehouse()).graph();
        Map<String, HealthEntry> model = Map.of(
                "lakehouse.dwd.order_detail", entry("lakehouse.dwd.order_detail", HealthState.FRESH),
                DEV_DETAIL, entry(DEV_DETAIL, HealthState.FAILING));

        LineageGraph shown = HealthOverlay.apply(dev, model);

        assertThat(table(shown, DEV_DETAIL).health()).as("dev_'s own table").isEqualTo(HealthState.FAILING);
        assertThat(table(shown, DEV_DETAIL).healthCause()).isEqualTo(DEV_DETAIL);
        assertThat(table(shown, DEV_SUMMARY).health()).as("nothing judged in dev_ yet").isNull();
        assertThat(shown.tables()).noneMatch(t -> t.id().equals("lakehouse.dwd.order_detail"));
    }

    @Test
    void aProjectTheEnvironmentCannotPlaceIsRefusedWithTheReason() {
        LineageIndex index = index(List.of(script(1, "t.sql", "CREATE TABLE dws.daily (d STRING);")));

        assertThatThrownBy(() -> index.current("p", DEV, SampleProjects.emptyLakehouse()))
                .isInstanceOf(ServiceException.class)
                .satisfies(e -> assertThat(((ServiceException) e).userMessage()).contains("environment dev_",
                        "CREATE DATABASE IF NOT EXISTS dws"));
    }

    /** An index over these scripts; the live catalog is always passed in, so none is installed. */
    private static LineageIndex index(List<ScriptDocument> scripts) {
        ProjectService projects = (ProjectService) Proxy.newProxyInstance(ProjectService.class.getClassLoader(),
                new Class<?>[] {ProjectService.class}, (proxy, method, args) -> {
                    if (method.getName().equals("scriptsInOrder")) {
                        return scripts;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        return new LineageIndex(projects, null);
    }

    /** The empty lakehouse with a production table ods.orders that no project here creates, current in default. */
    private static CatalogSnapshot withOrders() {
        CatalogSnapshot after = ProjectSession.open(Map.of("ods.sql", """
                CREATE DATABASE IF NOT EXISTS ods;
                CREATE TABLE IF NOT EXISTS ods.orders (order_id BIGINT, city STRING);
                """), SampleProjects.emptyLakehouse()).snapshot();
        return new CatalogSnapshot("lakehouse", "default", after.catalogs());
    }

    private static ScriptDocument script(long id, String path, String text) {
        return new ScriptDocument(id, "p", path, text, 1, "test", Instant.EPOCH);
    }

    private static LineageTable table(LineageGraph graph, String id) {
        Optional<LineageTable> table = graph.tables().stream().filter(t -> t.id().equals(id)).findFirst();
        assertThat(table).as(id).isPresent();
        return table.get();
    }

    private static HealthEntry entry(String table, HealthState state) {
        return new HealthEntry(new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE, table), state, state.name(),
                Instant.EPOCH, null, null, null, null);
    }
}
