package io.freshet.analysis.project;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.planner.PlannerSession;
import io.freshet.analysis.planner.Tier;
import io.freshet.analysis.script.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.flink.sql.parser.ddl.SqlCreateCatalog;
import org.apache.flink.sql.parser.ddl.SqlCreateDatabase;
import org.apache.flink.table.api.config.MaterializedTableConfigOptions;

/**
 * A project kept analysed in one long-lived planner session (interactive tier), so that a changed script
 * is re-run in place instead of loading the catalog of every script before it into a new session. A
 * change drops the tables and views the script created before and runs its new text (its databases and
 * catalogs stay); scripts reading a table whose columns changed are re-run after it. A re-run script sees
 * every table of the project, including those of scripts after it. Not thread-safe.
 */
public final class ProjectSession {

    private final PlannerSession session;
    private final Map<String, ScriptRun> scripts = new LinkedHashMap<>();
    private ProjectLineage lineage = ProjectLineage.of(Map.of());

    private ProjectSession(PlannerSession session) {
        this.session = session;
    }

    /** Like {@link #open(Map, CatalogSnapshot, Duration)} with Flink's default freshness threshold (30 minutes). */
    public static ProjectSession open(Map<String, String> scripts, CatalogSnapshot catalog) {
        return open(scripts, catalog,
                MaterializedTableConfigOptions.MATERIALIZED_TABLE_FRESHNESS_THRESHOLD.defaultValue());
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
        Map<String, Optional<String>> before = shapes(created(name));
        undo(name);
        ScriptRun now = run(name, text);
        Map<String, List<StatementLineage>> changed = new LinkedHashMap<>();
        changed.put(name, now.lineage());
        rerunReaders(movedTables(before, shapes(now.created())), changed);
        lineage = lineage.withScripts(changed);
        return List.copyOf(changed.keySet());
    }

    /** Forgets a script and its tables, re-analysing the scripts that read them. Returns the scripts analysed. */
    public List<String> remove(String name) {
        if (!scripts.containsKey(name)) {
            return List.of();
        }
        Map<String, Optional<String>> before = shapes(created(name));
        undo(name);
        scripts.remove(name);
        lineage = lineage.withoutScript(name);
        Map<String, List<StatementLineage>> changed = new LinkedHashMap<>();
        rerunReaders(movedTables(before, Map.of()), changed);
        lineage = lineage.withScripts(changed);
        return List.copyOf(changed.keySet());
    }

    /** The names of the scripts, in the order they were first analysed. */
    public List<String> scripts() {
        return List.copyOf(scripts.keySet());
    }

    /** The tables and views the script's last run created (none for an unknown script). */
    public List<TableId> created(String name) {
        ScriptRun run = scripts.get(name);
        return run == null ? List.of() : run.created();
    }

    /** The column lineage of the script's last run (empty for an unknown script). */
    public List<StatementLineage> lineageOf(String name) {
        ScriptRun run = scripts.get(name);
        return run == null ? List.of() : run.lineage();
    }

    private void rerunReaders(Set<String> moved, Map<String, List<StatementLineage>> changed) {
        while (!moved.isEmpty()) {
            Set<String> next = new HashSet<>();
            for (Map.Entry<String, ScriptRun> entry : List.copyOf(scripts.entrySet())) {
                String reader = entry.getKey();
                if (!changed.containsKey(reader) && entry.getValue().reads(moved)) {
                    Map<String, Optional<String>> old = shapes(entry.getValue().created());
                    undo(reader);
                    ScriptRun rerun = run(reader, entry.getValue().text());
                    changed.put(reader, rerun.lineage());
                    next.addAll(movedTables(old, shapes(rerun.created())));
                }
            }
            moved = next;
        }
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
            Collections.reverse(created);
            created.forEach(session::drop);
        }
    }

    private ScriptRun run(String name, String text) {
        ScriptRun previous = scripts.get(name);
        int mark = session.createdCount();
        List<Diagnostic> found = new ArrayList<>();
        List<StatementLineage> written = new ArrayList<>();
        Set<String> inEffect = new HashSet<>();
        for (Statement statement : SqlScript.of(text).statements()) {
            ParsedStatement parsed = StatementParser.parse(statement);
            if (!parsed.parsed()) {
                found.add(parsed.syntaxError());
            } else if (createsContainer(parsed) && previous != null && previous.inEffect().contains(statement.text())) {
                // databases and catalogs are never dropped on a re-run: the one this created last time still stands
                inEffect.add(statement.text());
            } else {
                List<Diagnostic> own = session.run(parsed, written, Tier.INTERACTIVE);
                found.addAll(own);
                if (createsContainer(parsed) && own.stream().noneMatch(d -> d.severity() == Severity.ERROR)) {
                    inEffect.add(statement.text());
                }
            }
        }
        ScriptRun run = new ScriptRun(text, session.createdSince(mark), found, written, inEffect);
        scripts.put(name, run);
        return run;
    }

    private static boolean createsContainer(ParsedStatement parsed) {
        return parsed.node() instanceof SqlCreateDatabase || parsed.node() instanceof SqlCreateCatalog;
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
}
