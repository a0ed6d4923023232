package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.analysis.project.ProjectSession;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ProjectDefinitions;
import io.freshet.backend.definitions.ScriptStatements;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.scripts.ScriptDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The deploy tests' set-up: the ecommerce sample's scripts, the lakehouse before and after them as Flink's planner
 * builds it, and a project's scripts analysed against a live lakehouse the way {@code DeployPlans} compares them.
 */
final class DeployFixture {

    static final String CATALOG = "lakehouse";
    static final List<String> SAMPLE_FILES = List.of("01_ods_tables.sql", "02_ods_data.sql",
            "03_dwd_order_detail.sql", "04_dws_realtime.sql", "05_dws_reports.sql");
    private static final Path SAMPLE = Path.of("..", "sample-projects", "ecommerce");

    private DeployFixture() {
    }

    /** The ecommerce sample's scripts in project order, ids from 1. */
    static List<ScriptDocument> sampleScripts() throws IOException {
        List<ScriptDocument> scripts = new ArrayList<>();
        for (String file : SAMPLE_FILES) {
            scripts.add(script(scripts.size() + 1, file, Files.readString(SAMPLE.resolve(file))));
        }
        return scripts;
    }

    /** A saved script of the ecommerce project. */
    static ScriptDocument script(long id, String path, String content) {
        return new ScriptDocument(id, "ecommerce", path, content, 1, "test", Instant.EPOCH);
    }

    /** Path to text, in the scripts' order, as a project session takes them. */
    static Map<String, String> texts(List<ScriptDocument> ordered) {
        Map<String, String> texts = new LinkedHashMap<>();
        ordered.forEach(s -> texts.put(s.path(), s.content()));
        return texts;
    }

    /** Freshet's catalog with nothing in it. */
    static CatalogSnapshot emptyLakehouse() {
        return LiveCatalog.emptyCatalog(CATALOG);
    }

    /** The lakehouse the scripts leave behind when they run into an empty one, as if deployed. */
    static CatalogSnapshot deployed(List<ScriptDocument> scripts) {
        CatalogSnapshot after = ProjectSession.open(texts(scripts), emptyLakehouse()).snapshot();
        return new CatalogSnapshot(CATALOG, "default", after.catalogs());
    }

    /** The scripts analysed against the live lakehouse in one planner session: what a plan compares, its lineage. */
    static Analysed analyse(String project, List<ScriptDocument> ordered, CatalogSnapshot live) {
        List<PlannedStatement> statements = ScriptStatements.of(ordered, CATALOG, "default");
        ProjectSession session = ProjectSession.open(texts(ordered),
                ProjectDefinitions.withoutDefined(live, statements));
        Map<TableId, TableInfo> tables = new LinkedHashMap<>();
        live.tables().forEach(t -> tables.put(t.id(), t));
        DeployPlanner.Compared compared = new DeployPlanner.Compared(project, ordered, statements,
                ProjectDefinitions.compare(live, session.snapshot(), statements), tables, null);
        return new Analysed(compared, session.lineage());
    }

    /** A project's scripts compared with the live lakehouse, and their lineage. */
    record Analysed(DeployPlanner.Compared compared, ProjectLineage lineage) {
    }
}
