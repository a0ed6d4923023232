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
