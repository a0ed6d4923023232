package io.freshet.analysis.project;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.planner.PlannerSession;
import io.freshet.analysis.planner.Tier;
import io.freshet.analysis.script.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A project kept analysed in one long-lived planner session (interactive tier), so that a changed script
 * is re-run in place instead of loading the catalog of every script before it into a new session. A
 * change drops what the script created before and runs its new text; scripts reading a table whose
 * columns changed are re-run after it. A re-run script sees every table of the project, including those
 * of scripts after it. Not thread-safe.
 */
public final class ProjectSession {

    private final PlannerSession session;
    private final Map<String, ScriptRun> scripts = new LinkedHashMap<>();
    private ProjectLineage lineage = ProjectLineage.of(Map.of());

    private ProjectSession(PlannerSession session) {
        this.session = session;
    }

    /**
     * Analyses the scripts in the given order on the catalog.
     *
     * @param scripts script name (e.g. path) to text, in dependency order
     * @throws SqlAnalysisException when the planner cannot start or the snapshot cannot be loaded
     */
    public static ProjectSession open(Map<String, String> scripts, CatalogSnapshot catalog, Duration freshnessThreshold) {
        PlannerSession session;
        try {
            session = PlannerSession.create(catalog, freshnessThreshold);
        } catch (RuntimeException | LinkageError e) {
            throw new SqlAnalysisException("Flink's planner could not start or load the catalog: " + e.getMessage(), e);
        }
        ProjectSession project = new ProjectSession(session);
        Map<String, List<StatementLineage>> byScript = new LinkedHashMap<>();
        scripts.forEach((name, text) -> byScript.put(name, project.run(name, text).lineage()));
        project.lineage = ProjectLineage.of(byScript);
        return project;
    }

    /** One graph of every script's lineage. */
    public ProjectLineage lineage() {
        return lineage;
    }

    /** Each script's findings, in project order. */
    public Map<String, List<Diagnostic>> diagnostics() {
        Map<String, List<Diagnostic>> result = new LinkedHashMap<>();
        scripts.forEach((name, run) -> result.put(name, run.diagnostics()));
        return result;
    }

    /**
     * Replaces (or adds, at the end) a script's text and re-analyses it and the scripts that read a table
     * whose columns it changed. Returns the names of the scripts analysed, in order.
     */
    public List<String> update(String name, String text) {
        Map<String, Optional<String>> before = shapes(scripts.containsKey(name) ? scripts.get(name).created() : List.of());
        undo(name);
        ScriptRun now = run(name, text);
        List<String> analysed = new ArrayList<>(List.of(name));
        Map<String, List<StatementLineage>> changed = new LinkedHashMap<>();
        changed.put(name, now.lineage());
        Set<String> moved = movedTables(before, shapes(now.created()));
        while (!moved.isEmpty()) {
            Set<String> next = new HashSet<>();
            for (Map.Entry<String, ScriptRun> entry : List.copyOf(scripts.entrySet())) {
                if (!analysed.contains(entry.getKey()) && entry.getValue().reads(moved)) {
                    String dependent = entry.getKey();
                    Map<String, Optional<String>> old = shapes(entry.getValue().created());
                    undo(dependent);
                    ScriptRun rerun = run(dependent, entry.getValue().text());
                    analysed.add(dependent);
                    changed.put(dependent, rerun.lineage());
                    next.addAll(movedTables(old, shapes(rerun.created())));
                }
            }
            moved = next;
        }
        ProjectLineage graph = lineage;
        for (Map.Entry<String, List<StatementLineage>> entry : changed.entrySet()) {
            graph = graph.withScript(entry.getKey(), entry.getValue());
        }
        lineage = graph;
        return analysed;
    }

    /** The catalogs as they are now: the starting catalog plus every script's tables. */
    public CatalogSnapshot snapshot() {
        return session.snapshot();
    }

    private void undo(String name) {
        ScriptRun old = scripts.get(name);
        if (old != null) {
            // created last first: a view may depend on a table of the same script
            List<TableId> created = new ArrayList<>(old.created());
            java.util.Collections.reverse(created);
            created.forEach(session::drop);
        }
    }

    private ScriptRun run(String name, String text) {
        int mark = session.createdCount();
        List<Diagnostic> found = new ArrayList<>();
        List<StatementLineage> written = new ArrayList<>();
        for (Statement statement : SqlScript.of(text).statements()) {
            ParsedStatement parsed = StatementParser.parse(statement);
            found.addAll(parsed.parsed() ? session.run(parsed, written, Tier.INTERACTIVE) : List.of(parsed.syntaxError()));
        }
        ScriptRun run = new ScriptRun(text, session.createdSince(mark), found, written);
        scripts.put(name, run);
        return run;
    }

    private Map<String, Optional<String>> shapes(List<TableId> tables) {
        Map<String, Optional<String>> result = new HashMap<>();
        tables.forEach(t -> result.put(t.toString(), session.shape(t)));
        return result;
    }

    private static Set<String> movedTables(Map<String, Optional<String>> before, Map<String, Optional<String>> after) {
        Set<String> moved = new HashSet<>();
        before.forEach((table, shape) -> {
            if (!shape.equals(after.getOrDefault(table, Optional.empty()))) {
                moved.add(table);
            }
        });
        after.keySet().stream().filter(t -> !before.containsKey(t)).forEach(moved::add);
        return moved;
    }

    /** What one script's last run left: its text, the tables it created, its findings and lineage. */
    private record ScriptRun(String text, List<TableId> created, List<Diagnostic> diagnostics,
                             List<StatementLineage> lineage) {

        boolean reads(Set<String> tables) {
            for (StatementLineage statement : lineage) {
                for (var column : statement.columns()) {
                    for (SourceColumn source : column.sources()) {
                        if (tables.contains(source.table())) {
                            return true;
                        }
                    }
                }
                if (statement.indirect().stream().anyMatch(c -> tables.contains(c.table()))) {
                    return true;
                }
            }
            // a script that failed may have failed for want of a table that now exists
            return diagnostics.stream().anyMatch(d -> d.severity().name().equals("ERROR"));
        }
    }
}
