package io.freshet.backend.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.planner.CompletionItem;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.scripts.ScriptDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The catalog a script of the sample project sees before anything was deployed: an empty warehouse plus
 * the tables its earlier scripts create, through Flink's real planner.
 */
class ProjectCatalogTest {

    private static final Path SAMPLE = Path.of("..", "sample-projects", "ecommerce");
    private static final ScriptAnalyzer ANALYZER = new ScriptAnalyzer();
    private static final CatalogSnapshot EMPTY = LiveCatalog.emptyCatalog("lakehouse");
    private static List<ScriptDocument> project;

    @BeforeAll
    static void readSampleProject() throws IOException {
        project = new ArrayList<>();
        long id = 1;
        // in the manifest's run order
        for (String name : List.of("01_ods_tables.sql", "02_ods_data.sql", "03_dwd_order_detail.sql",
                "04_dws_realtime.sql", "05_dws_reports.sql")) {
            project.add(new ScriptDocument(id++, "ecommerce", name, Files.readString(SAMPLE.resolve(name)), 1, "admin",
                    Instant.now()));
        }
    }

    @Test
    void theScriptsBeforeOneAreThoseEarlierInRunOrder() {
        assertThat(ProjectOrder.before(project, 3L)).extracting(ScriptDocument::path)
                .containsExactly("01_ods_tables.sql", "02_ods_data.sql");
        assertThat(ProjectOrder.before(project, 1L)).isEmpty();
        assertThat(ProjectOrder.before(project, null)).isEmpty();
        assertThat(ProjectOrder.before(project, 99L)).isEmpty();
    }

    @Test
    void onlyStatementsThatChangeTheCatalogAreReplayed() {
        String ddl = ProjectCatalog.catalogChanges(ProjectOrder.before(project, 3L));
        assertThat(ddl).contains("CREATE TABLE IF NOT EXISTS orders", "USE ods;").doesNotContain("INSERT");
    }

    @Test
    void aLaterScriptSeesTheTablesOfEarlierOnesAndCompletesTheirColumns() {
        ProjectCatalog catalogs = new ProjectCatalog(ANALYZER);
        CatalogSnapshot base = catalogs.after(EMPTY, ProjectCatalog.catalogChanges(ProjectOrder.before(project, 5L)));
        assertThat(base.table(new TableId("lakehouse", "ods", "orders"))).isPresent();
        assertThat(base.table(new TableId("lakehouse", "dwd", "order_detail"))).as("a materialized table").isPresent();
        assertThat(catalogs.after(EMPTY, ProjectCatalog.catalogChanges(ProjectOrder.before(project, 5L)))).as("cached").isSameAs(base);

        String text = "SELECT o.ord FROM ods.orders o";
        List<CompletionItem> items = ANALYZER.complete(text, text.indexOf(" FROM"), base);
        assertThat(items).extracting(CompletionItem::label).contains("order_id", "order_time");
        assertThat(items).allSatisfy(item -> assertThat(item.replaceFrom()).isEqualTo(text.indexOf("ord")));
    }

    @Test
    void aDeployedProjectsOwnCreateIsItsDefinitionNotAnAlreadyExistsError() {
        ProjectCatalog catalogs = new ProjectCatalog(ANALYZER);
        // the warehouse after a deployment, as the planner builds it: every table of the project is live
        CatalogSnapshot after = catalogs.after(EMPTY, ProjectCatalog.catalogChanges(project));
        CatalogSnapshot deployed = new CatalogSnapshot("lakehouse", "default", after.catalogs());
        String earlier = ProjectCatalog.catalogChanges(ProjectOrder.before(project, 3L));
        String text = project.get(2).content();
        assertThat(ANALYZER.check(text, catalogs.after(deployed, earlier)).diagnostics())
                .as("before: the CREATE fails on the live table").anySatisfy(d ->
                        assertThat(d.message()).contains("already exists"));

        CatalogSnapshot live = ProjectCatalog.withoutDefined(deployed, earlier, text);
        assertThat(live.table(new TableId("lakehouse", "dwd", "order_detail"))).isEmpty();
        assertThat(live.table(new TableId("lakehouse", "ods", "orders"))).as("IF NOT EXISTS defines nothing")
                .isPresent();
        assertThat(ANALYZER.check(text, catalogs.after(live, earlier)).diagnostics())
                .noneSatisfy(d -> assertThat(d.message()).contains("already exists"));
    }

    @Test
    void anUnknownColumnIsReportedAtItsPosition() {
        CatalogSnapshot base = new ProjectCatalog(ANALYZER).after(EMPTY, ProjectCatalog.catalogChanges(ProjectOrder.before(project, 5L)));
        List<Diagnostic> found = ANALYZER.validate("SELECT nosuchcol\nFROM ods.orders", base).diagnostics();
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.message()).contains("Column 'nosuchcol' not found");
            assertThat(d.range().startLine()).isEqualTo(1);
            assertThat(d.range().startColumn()).isEqualTo(8);
        });
        assertThat(ANALYZER.validate("SELECT order_id\nFROM ods.orders", base).diagnostics()).isEmpty();
    }

    @Test
    void theLiveCatalogWithoutTheDefinedTablesIsRememberedWhileOnlyQueriesChange() {
        ProjectCatalog catalogs = new ProjectCatalog(ANALYZER);
        CatalogSnapshot after = catalogs.after(EMPTY, ProjectCatalog.catalogChanges(project));
        CatalogSnapshot deployed = new CatalogSnapshot("lakehouse", "default", after.catalogs());
        String earlier = ProjectCatalog.catalogChanges(ProjectOrder.before(project, 3L));
        String text = project.get(2).content() + "\nSELECT 1;";

        CatalogSnapshot first = catalogs.withoutDefinedRemembered(deployed, earlier, text);
        assertThat(first).isEqualTo(ProjectCatalog.withoutDefined(deployed, earlier, text));
        assertThat(catalogs.withoutDefinedRemembered(deployed, earlier, text.replace("SELECT 1", "SELECT 2")))
                .as("a query typed: remembered").isSameAs(first);
        String renamed = text.replace("dwd.order_detail", "dwd.order_detail_2");
        assertThat(catalogs.withoutDefinedRemembered(deployed, earlier, renamed)).as("a CREATE changed")
                .isEqualTo(ProjectCatalog.withoutDefined(deployed, earlier, renamed)).isNotEqualTo(first);
    }

    @Test
    void withoutEarlierScriptsTheLiveCatalogIsUsedAsIs() {
        assertThat(new ProjectCatalog(ANALYZER).after(EMPTY, "")).isSameAs(EMPTY);
    }
}
