package io.freshet.backend.definitions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.project.ProjectSession;
import io.freshet.backend.lineage.GeneratedProject;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The comparison of a project's definitions with the live tables, on a deployed generated project of 30 materialized
 * tables with one script changed since, one table gone from the warehouse and one table defined twice; the same
 * outcome as looking each table up with {@link CatalogSnapshot#table} (what compare did before it indexed them).
 */
class ProjectDefinitionsTest {

    private static final String CATALOG = "lakehouse";
    private static final TableId MT_0 = table("mt_0");
    private static final TableId MT_12 = table("mt_12");
    private static final TableId MT_25 = table("mt_25");
    private static final TableId MT_29 = table("mt_29");

    private static CatalogSnapshot live;
    private static CatalogSnapshot analysed;
    private static List<PlannedStatement> statements;
    private static Map<TableId, ProjectDefinitions.Defined> defined;

    @BeforeAll
    static void compare() {
        List<ScriptDocument> deployed = GeneratedProject.scripts("p", 30);
        CatalogSnapshot warehouse = ProjectSession.open(texts(deployed), LiveCatalog.emptyCatalog(CATALOG)).snapshot();
        live = without(new CatalogSnapshot(CATALOG, "default", warehouse.catalogs()), MT_25);

        List<ScriptDocument> now = new ArrayList<>(deployed);
        ScriptDocument second = now.get(2);
        now.set(2, new ScriptDocument(second.id(), "p", second.path(), second.content()
                .replace(" GROUP BY customer_id;", " WHERE customer_id > 0 GROUP BY customer_id;"), 2, "test",
                Instant.EPOCH));
        now.add(new ScriptDocument(99, "p", "999_again.sql", "CREATE MATERIALIZED TABLE mt_0 FRESHNESS = INTERVAL"
                + " '2' HOUR AS SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id;", 1, "test",
                Instant.EPOCH));
        statements = ScriptStatements.of(now, CATALOG, "default");
        analysed = ProjectSession.open(texts(now), ProjectDefinitions.withoutDefined(live, statements)).snapshot();
        defined = ProjectDefinitions.compare(live, analysed, statements);
    }

    @Test
    void aTableMatchingItsScriptIsLiveAndUnchanged() {
        ProjectDefinitions.Defined mt = defined.get(MT_29);
        assertThat(mt.live()).isTrue();
        assertThat(mt.comparison().matches()).isTrue();
        assertThat(mt.change()).isEmpty();
        assertThat(mt.planned().id()).isEqualTo(MT_29);
    }

    @Test
    void aTableWhoseScriptChangedIsAChange() {
        ProjectDefinitions.Defined mt = defined.get(MT_12);
        assertThat(mt.comparison().matches()).isFalse();
        assertThat(mt.change()).hasValueSatisfying(change -> assertThat(change.table()).isEqualTo(MT_12.toString()));
        assertThat(ProjectDefinitions.changes(defined)).hasSize(10);
    }

    @Test
    void aTableNotInTheWarehouseIsNotLive() {
        ProjectDefinitions.Defined mt = defined.get(MT_25);
        assertThat(mt.live()).isFalse();
        assertThat(mt.comparison()).isNull();
        assertThat(mt.planned()).isNotNull();
    }

    @Test
    void theFirstDefinitionOfATableCounts() {
        assertThat(defined.get(MT_0).statement().script().path()).isEqualTo("001_layer.sql");
        assertThat(defined.get(MT_0).comparison().matches()).isTrue();
    }

    @Test
    void theSameAsLookingEachTableUp() {
        assertThat(defined).hasSize(31).isEqualTo(lookedUp());
        assertThat(List.copyOf(defined.keySet())).isEqualTo(List.copyOf(lookedUp().keySet()));
    }

    /** The comparison as it was written before the tables were indexed by id. */
    private static Map<TableId, ProjectDefinitions.Defined> lookedUp() {
        Map<TableId, ProjectDefinitions.Defined> result = new LinkedHashMap<>();
        for (PlannedStatement statement : statements) {
            if (!statement.defines() || result.containsKey(statement.target())) {
                continue;
            }
            Optional<TableInfo> deployed = live.table(statement.target());
            TableInfo planned = analysed.table(statement.target()).orElse(null);
            DefinitionComparison comparison = deployed.map(t -> DefinitionComparison.of(t, planned, statement))
                    .orElse(null);
            result.put(statement.target(), new ProjectDefinitions.Defined(statement, comparison, planned));
        }
        return result;
    }

    private static CatalogSnapshot without(CatalogSnapshot snapshot, TableId gone) {
        List<CatalogInfo> catalogs = snapshot.catalogs().stream().map(c -> new CatalogInfo(c.name(),
                c.defaultDatabase(), c.options(), c.databases().stream().map(d -> new DatabaseInfo(d.name(),
                        d.tables().stream().filter(t -> !t.id().equals(gone)).toList())).toList())).toList();
        return new CatalogSnapshot(snapshot.currentCatalog(), snapshot.currentDatabase(), catalogs);
    }

    private static Map<String, String> texts(List<ScriptDocument> scripts) {
        Map<String, String> texts = new LinkedHashMap<>();
        scripts.forEach(s -> texts.put(s.path(), s.content()));
        return texts;
    }

    private static TableId table(String name) {
        return new TableId(CATALOG, "default", name);
    }
}
