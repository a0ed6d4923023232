package io.freshet.analysis.project;

import io.freshet.analysis.lineage.ColumnLineage;
import io.freshet.analysis.lineage.ColumnRef;
import io.freshet.analysis.lineage.IndirectSource;
import io.freshet.analysis.lineage.LineageWalk;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One lineage graph over many scripts: columns linked by value edges (a target column derives from a
 * source column) and tables linked whenever a statement writes one from another. Immutable; built per
 * script so that a one-script change replaces only that script's statements ({@link #withScript}).
 */
public final class ProjectLineage {

    private final Map<String, List<StatementLineage>> byScript;
    private final Map<ColumnRef, Set<ColumnRef>> down = new HashMap<>();
    private final Map<ColumnRef, Set<ColumnRef>> up = new HashMap<>();
    private final Map<String, Set<String>> tablesDown = new HashMap<>();
    private final Map<String, Set<String>> tablesUp = new HashMap<>();
    /** Columns that only filter/join/group the rows of a table: a change affects the whole table. */
    private final Map<ColumnRef, Set<String>> indirectTargets = new HashMap<>();
    private final Map<String, Set<ColumnRef>> columnsOf = new HashMap<>();

    private ProjectLineage(Map<String, List<StatementLineage>> byScript) {
        this.byScript = byScript;
        byScript.values().forEach(statements -> statements.forEach(this::index));
    }

    /** A graph of the statements of each named script (e.g. file path to its lineage). */
    public static ProjectLineage of(Map<String, List<StatementLineage>> byScript) {
        return new ProjectLineage(new LinkedHashMap<>(byScript));
    }

    /** A new graph in which one script's statements are replaced (or added). */
    public ProjectLineage withScript(String script, List<StatementLineage> statements) {
        Map<String, List<StatementLineage>> copy = new LinkedHashMap<>(byScript);
        copy.put(script, List.copyOf(statements));
        return new ProjectLineage(copy);
    }

    /** A new graph in which each given script's statements are replaced (or added). */
    public ProjectLineage withScripts(Map<String, List<StatementLineage>> scripts) {
        Map<String, List<StatementLineage>> copy = new LinkedHashMap<>(byScript);
        scripts.forEach((script, statements) -> copy.put(script, List.copyOf(statements)));
        return new ProjectLineage(copy);
    }

    /** A new graph without the script's statements. */
    public ProjectLineage withoutScript(String script) {
        Map<String, List<StatementLineage>> copy = new LinkedHashMap<>(byScript);
        copy.remove(script);
        return new ProjectLineage(copy);
    }

    private void index(StatementLineage statement) {
        String target = statement.target();
        for (ColumnLineage column : statement.columns()) {
            ColumnRef targetColumn = new ColumnRef(target, column.name());
            columnsOf.computeIfAbsent(target, t -> new TreeSet<>(ORDER)).add(targetColumn);
            for (SourceColumn source : column.sources()) {
                ColumnRef from = new ColumnRef(source.table(), source.column());
                down.computeIfAbsent(from, c -> new HashSet<>()).add(targetColumn);
                up.computeIfAbsent(targetColumn, c -> new HashSet<>()).add(from);
                link(source.table(), target);
            }
        }
        for (IndirectSource indirect : statement.indirect()) {
            indirectTargets.computeIfAbsent(indirect.ref(), c -> new HashSet<>()).add(target);
            link(indirect.table(), target);
        }
    }

    private void link(String from, String to) {
        if (!from.equals(to)) {
            tablesDown.computeIfAbsent(from, t -> new HashSet<>()).add(to);
            tablesUp.computeIfAbsent(to, t -> new HashSet<>()).add(from);
        }
    }

    /** Columns a column's values derive from, up to {@code depth} hops (negative: any depth). */
    public Set<ColumnRef> upstream(ColumnRef column, int depth) {
        return LineageWalk.reach(column, depth, c -> up.getOrDefault(c, Set.of()));
    }

    /** Columns derived from a column, up to {@code depth} hops (negative: any depth). */
    public Set<ColumnRef> downstream(ColumnRef column, int depth) {
        return LineageWalk.reach(column, depth, c -> down.getOrDefault(c, Set.of()));
    }

    /** Tables a table is built from, up to {@code depth} hops (negative: any depth). */
    public Set<String> upstreamTables(String table, int depth) {
        return LineageWalk.reach(table, depth, t -> tablesUp.getOrDefault(t, Set.of()));
    }

    /** Tables built from a table, up to {@code depth} hops (negative: any depth). */
    public Set<String> downstreamTables(String table, int depth) {
        return LineageWalk.reach(table, depth, t -> tablesDown.getOrDefault(t, Set.of()));
    }

    /**
     * Everything a change to a column can affect: the columns derived from it, and every table whose rows
     * it decides (through a filter, join, grouping, window or rank), with all columns of such tables. The
     * columns reached through value dependencies alone are the ones whose values change.
     */
    public ImpactReport impact(ColumnRef changed) {
        Set<ColumnRef> columns = LineageWalk.reach(changed, -1, c -> {
            Set<ColumnRef> next = new HashSet<>(down.getOrDefault(c, Set.of()));
            indirectTargets.getOrDefault(c, Set.of()).forEach(t -> next.addAll(columnsOf.getOrDefault(t, Set.of())));
            return next;
        });
        Set<String> tables = new TreeSet<>();
        columns.forEach(c -> tables.add(c.table()));
        indirectTargets.getOrDefault(changed, Set.of()).forEach(tables::add);
        Set<ColumnRef> values = downstream(changed, -1);
        return new ImpactReport(changed, columns, tables, values);
    }

    private static final java.util.Comparator<ColumnRef> ORDER =
            java.util.Comparator.comparing(ColumnRef::table).thenComparing(ColumnRef::column);
}
