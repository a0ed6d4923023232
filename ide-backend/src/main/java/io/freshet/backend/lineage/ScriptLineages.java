package io.freshet.backend.lineage;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.project.ProjectSession;
import io.freshet.analysis.script.Statement;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One project's scripts kept analysed in a long-lived {@link ProjectSession}: the first update analyses
 * every script in project order on the live catalog, later ones re-run only the saved scripts (and those
 * reading a table whose columns changed). A moved live catalog, or scripts added, removed, renamed or
 * re-ordered, start again from scratch. The definition queries of the catalog's materialized tables that
 * no script writes run last, as one more script. Not thread-safe.
 */
final class ScriptLineages {

    private static final String DEFINITIONS = "catalog definitions";
    private static final String CATALOG = "catalog:";

    private ProjectSession session;
    private CatalogSnapshot live;
    private List<ScriptDocument> analysed = List.of();
    private List<TableInfo> defined = List.of();
    // the statements of the definitions script, one per defined table: split once, when the tables change
    private List<Statement> definitionStatements = List.of();
    private CatalogSnapshot last;
    private String fullReason = "not analysed yet";

    /**
     * Brings the analysis up to date with the scripts (in project order) and the live catalog.
     *
     * @return how many scripts were analysed; 0 when nothing changed
     * @throws io.freshet.analysis.SqlAnalysisException when Flink's planner cannot start
     */
    int update(List<ScriptDocument> ordered, CatalogSnapshot liveCatalog) {
        int count = 0;
        if (session != null && liveCatalog.equals(live) && sameScripts(ordered)) {
            for (int i = 0; i < ordered.size(); i++) {
                ScriptDocument script = ordered.get(i);
                if (script.version() != analysed.get(i).version()) {
                    count += (int) session.update(script.path(), script.content()).stream()
                            .filter(name -> !name.equals(DEFINITIONS)).count();
                }
            }
        } else {
            fullReason = session == null ? "first analysis" : !liveCatalog.equals(live) ? "the live catalog changed"
                    : "scripts added, removed, renamed or re-ordered";
            Map<String, String> texts = new LinkedHashMap<>();
            ordered.forEach(s -> texts.put(s.path(), s.content()));
            session = ProjectSession.open(texts, liveCatalog);
            live = liveCatalog;
            defined = List.of();
            definitionStatements = List.of();
            count = ordered.size();
        }
        analysed = List.copyOf(ordered);
        if (count > 0) {
            last = null;
            defineUnwritten();
        }
        return count;
    }

    /** Why the last analysis of every script was one (the log says it: a full analysis of a large project is seconds). */
    String fullReason() {
        return fullReason;
    }

    /** The lineage of each script, in project order. */
    List<ScriptLineage> scripts() {
        Map<String, List<Diagnostic>> diagnostics = session.diagnostics();
        List<ScriptLineage> result = new ArrayList<>(analysed.size());
        for (ScriptDocument script : analysed) {
            String path = script.path();
            Diagnostic error = firstError(diagnostics.getOrDefault(path, List.of()), null);
            result.add(new ScriptLineage(script.id(), script.version(), path, session.lineageOf(path),
                    session.created(path).stream().map(TableId::toString).toList(),
                    error == null ? null : path + " line " + error.range().startLine() + ": " + error.message()));
        }
        return result;
    }

    /** The lineage of the catalog's materialized tables that no script writes, from their definition queries. */
    List<ScriptLineage> catalogDefinitions() {
        List<Diagnostic> diagnostics = session.diagnostics().getOrDefault(DEFINITIONS, List.of());
        List<StatementLineage> lineage = session.lineageOf(DEFINITIONS);
        List<ScriptLineage> result = new ArrayList<>(defined.size());
        for (int i = 0; i < defined.size(); i++) {
            String target = defined.get(i).id().toString();
            Diagnostic error = i < definitionStatements.size()
                    ? firstError(diagnostics, definitionStatements.get(i)) : null;
            result.add(new ScriptLineage(-1 - i, 0, CATALOG + target,
                    lineage.stream().filter(st -> st.target().equals(target)).toList(), List.of(),
                    error == null ? null : CATALOG + target + ": " + error.message()));
        }
        return result;
    }

    /** The table ({@code catalog.database.table}) one of {@link #catalogDefinitions()} defines. */
    static String definedTable(ScriptLineage definition) {
        return definition.path().substring(CATALOG.length());
    }

    /** The scripts last analysed, in project order. */
    List<ScriptDocument> analysed() {
        return analysed;
    }

    /** The catalog after every script: the live catalog plus what the scripts create. */
    CatalogSnapshot last() {
        if (last == null) {
            last = session.snapshot();
        }
        return last;
    }

    private void defineUnwritten() {
        Set<String> written = new HashSet<>();
        analysed.forEach(s -> session.lineageOf(s.path()).forEach(st -> written.add(st.target())));
        List<TableInfo> unwritten = live.tables()
                .filter(t -> t.kind() == TableKind.MATERIALIZED_TABLE && t.materialized() != null
                        && t.materialized().definitionQuery() != null && !written.contains(t.id().toString()))
                .toList();
        if (!unwritten.equals(defined)) {
            defined = unwritten;
            String script = definitionsScript(unwritten);
            definitionStatements = SqlScript.of(script).statements();
            if (unwritten.isEmpty()) {
                session.remove(DEFINITIONS);
            } else {
                session.update(DEFINITIONS, script);
            }
        }
    }

    private static String definitionsScript(List<TableInfo> tables) {
        StringBuilder sql = new StringBuilder();
        tables.forEach(t -> sql.append("INSERT INTO ").append(t.id().quoted()).append('\n')
                .append(t.materialized().definitionQuery()).append("\n;\n"));
        return sql.toString();
    }

    private boolean sameScripts(List<ScriptDocument> ordered) {
        if (ordered.size() != analysed.size()) {
            return false;
        }
        for (int i = 0; i < ordered.size(); i++) {
            if (ordered.get(i).id() != analysed.get(i).id() || !ordered.get(i).path().equals(analysed.get(i).path())) {
                return false;
            }
        }
        return true;
    }

    /** The first ERROR, within the statement when one is given. */
    private static Diagnostic firstError(List<Diagnostic> diagnostics, Statement within) {
        return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR)
                .filter(d -> within == null || within.range().contains(d.range().startLine(), d.range().startColumn()))
                .findFirst().orElse(null);
    }
}
