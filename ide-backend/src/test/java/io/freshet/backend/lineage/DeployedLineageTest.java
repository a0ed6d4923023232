package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.project.ProjectSession;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ScriptStatements;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 15 item 3: once the sample project is deployed, its scripts are the definitions of the live tables (no
 * "already exists", every table opens its script); a script edited since is a change with a diff, not a problem.
 */
class DeployedLineageTest {

    @Test
    void theDeployedSampleHasNoProblemsAndEveryProjectTableHasItsScript() {
        List<ScriptDocument> scripts = SampleProjects.scripts(SampleProjects.ECOMMERCE);
        CatalogSnapshot live = deployed(scripts);
        LineageGraph graph = index(scripts, live).graph();
        assertThat(graph.problems()).isEmpty();
        assertThat(graph.changes()).isEmpty();
        // the scripts' temporary tables are not in the catalog: what they are is another question (issue 19 item 7)
        assertThat(graph.tables()).filteredOn(t -> live.tables().anyMatch(l -> l.id().toString().equals(t.id())))
                .hasSize(10).allSatisfy(t -> assertThat(t.scriptId()).as(t.id()).isNotNull());
        assertThat(graph.tables()).filteredOn(t -> t.id().equals("lakehouse.dwd.order_detail"))
                .extracting(LineageTable::scriptPath).containsExactly("03_dwd_order_detail.sql");
    }

    /**
     * Issue 34 point 8: on a deployed warehouse CREATE TABLE IF NOT EXISTS creates nothing, yet it is still where the
     * table is defined; the INSERT that fills it (02_ods_data.sql) is a writer, not the definition.
     */
    @Test
    void aTableIsDefinedByItsCreateNotByTheInsertThatFillsIt() {
        List<ScriptDocument> scripts = SampleProjects.scripts(SampleProjects.ECOMMERCE);
        LineageGraph graph = index(scripts, deployed(scripts)).graph();
        assertThat(graph.tables()).filteredOn(t -> t.id().equals("lakehouse.ods.users"))
                .extracting(LineageTable::scriptPath, LineageTable::line)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("01_ods_tables.sql", 8));
        assertThat(graph.tables()).filteredOn(t -> t.id().startsWith("lakehouse.ods.") && !"TEMPORARY".equals(t.kind()))
                .hasSize(5).allSatisfy(t -> assertThat(t.scriptPath()).as(t.id()).isEqualTo("01_ods_tables.sql"));
        assertThat(graph.tables()).filteredOn(t -> t.id().equals("lakehouse.dws.top_items_daily"))
                .extracting(LineageTable::line).containsExactly(40);
    }

    /**
     * Issue 34 point 8: another project's graph on the same warehouse holds its own tables and the catalog tables it
     * touches (with what those are built from), not the sample's other materialized tables.
     */
    @Test
    void anotherProjectsGraphLeavesOutTheTablesItDoesNotTouch() {
        CatalogSnapshot live = deployed(SampleProjects.scripts(SampleProjects.ECOMMERCE));
        List<ScriptDocument> other = List.of(new ScriptDocument(100, "other", "report.sql", """
                CREATE DATABASE IF NOT EXISTS ads;
                CREATE TABLE IF NOT EXISTS ads.city_report (city STRING, gmv DECIMAL(38, 2));
                INSERT INTO ads.city_report SELECT city, SUM(gmv) FROM dws.user_summary GROUP BY city;
                """, 1, "test", Instant.EPOCH));
        LineageGraph graph = index(other, live).graph();
        assertThat(graph.problems()).isEmpty();
        assertThat(graph.tables()).extracting(LineageTable::id).contains("lakehouse.ads.city_report",
                "lakehouse.dws.user_summary", "lakehouse.dwd.order_detail")
                .doesNotContain("lakehouse.dws.top_items_daily", "lakehouse.dws.item_gmv_hourly",
                        "lakehouse.dws.category_gmv_daily");
        assertThat(graph.tables()).filteredOn(t -> t.id().equals("lakehouse.ads.city_report"))
                .extracting(LineageTable::scriptPath).containsExactly("report.sql");

        List<ScriptDocument> unrelated = List.of(new ScriptDocument(101, "other", "own.sql", """
                CREATE DATABASE IF NOT EXISTS ads;
                CREATE TABLE IF NOT EXISTS ads.own (id BIGINT);
                """, 1, "test", Instant.EPOCH));
        assertThat(index(unrelated, live).graph().tables()).extracting(LineageTable::id)
                .containsExactly("lakehouse.ads.own");
    }

    @Test
    void aScriptEditedAfterDeployIsAChangeWithItsDiff() {
        List<ScriptDocument> scripts = SampleProjects.scripts(SampleProjects.ECOMMERCE);
        CatalogSnapshot live = deployed(scripts);
        List<ScriptDocument> edited = new ArrayList<>(scripts);
        ScriptDocument reports = edited.get(4);
        edited.set(4, new ScriptDocument(reports.id(), reports.project(), reports.path(),
                reports.content().replace("WHERE rank_no <= 3", "WHERE rank_no <= 5"), 2, "test", Instant.EPOCH));
        LineageGraph graph = index(edited, live).graph();
        assertThat(graph.problems()).isEmpty();
        assertThat(graph.changes()).singleElement().satisfies(change -> {
            assertThat(change.table()).isEqualTo("lakehouse.dws.top_items_daily");
            assertThat(change.describe()).isEqualTo("05_dws_reports.sql line 40: dws.top_items_daily changed since"
                    + " deploy");
            assertThat(change.diff()).anySatisfy(line -> assertThat(line.text()).contains("5"));
        });
    }

    /** The lakehouse the project's scripts make, as Flink's planner builds it, current in its default database. */
    private static CatalogSnapshot deployed(List<ScriptDocument> scripts) {
        Map<String, String> texts = new LinkedHashMap<>();
        scripts.forEach(s -> texts.put(s.path(), s.content()));
        CatalogSnapshot after = ProjectSession.open(texts, SampleProjects.emptyLakehouse()).snapshot();
        return new CatalogSnapshot("lakehouse", "default", after.catalogs());
    }

    private static ProjectIndex index(List<ScriptDocument> scripts, CatalogSnapshot live) {
        List<PlannedStatement> planned = ScriptStatements.of(scripts, live.currentCatalog(), live.currentDatabase());
        ScriptLineages lineages = new ScriptLineages();
        lineages.update(scripts, io.freshet.backend.definitions.ProjectDefinitions.withoutDefined(live, planned));
        return LineageIndex.build("ecommerce", live, planned, lineages);
    }
}
