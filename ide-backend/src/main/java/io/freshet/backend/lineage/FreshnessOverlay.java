package io.freshet.backend.lineage;

import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessScale;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.lineage.TableEdge;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Adds the catalog's freshness to a lineage graph: each materialized table's actual age against its target,
 * and for a stale one the stale table furthest upstream, where a person starts looking for the cause.
 */
final class FreshnessOverlay {

    private FreshnessOverlay() {
    }

    /**
     * @param latestCommits latest snapshot commit per table id ({@code catalog.database.table})
     * @param inCatalog the table ids the catalog holds; a table the scripts define but nobody deployed has no
     *                  freshness to show
     */
    static LineageGraph apply(LineageGraph graph, Map<String, Instant> latestCommits, Set<String> inCatalog,
                              Instant now) {
        Map<String, Duration> actual = new HashMap<>();
        Set<String> stale = new HashSet<>();
        for (LineageTable table : graph.tables()) {
            Freshness target = target(table);
            if (target == null || !inCatalog.contains(table.id())) {
                continue;
            }
            Instant commit = latestCommits.get(table.id());
            Duration age = commit == null ? null : Duration.between(commit, now);
            actual.put(table.id(), age);
            if (FreshnessScale.isStale(target, age)) {
                stale.add(table.id());
            }
        }
        if (actual.isEmpty()) {
            return graph;
        }
        Map<String, Set<String>> sources = new HashMap<>();
        for (TableEdge edge : graph.tableEdges()) {
            sources.computeIfAbsent(edge.target(), k -> new HashSet<>()).add(edge.source());
        }
        List<LineageTable> tables = graph.tables().stream().map(t -> !actual.containsKey(t.id()) ? t
                : t.withFreshness(actual.get(t.id()) == null ? null : actual.get(t.id()).toSeconds(),
                        stale.contains(t.id()), stale.contains(t.id()) ? cause(t.id(), stale, sources) : null))
                .toList();
        return new LineageGraph(graph.project(), tables, graph.tableEdges(), graph.columnEdges(), graph.problems());
    }

    /** The stale upstream tables with nothing stale above them; the first by name when there are several. */
    static String cause(String table, Set<String> stale, Map<String, Set<String>> sources) {
        Set<String> staleAbove = staleUpstream(table, stale, sources);
        TreeSet<String> roots = new TreeSet<>();
        for (String candidate : staleAbove) {
            Set<String> above = staleUpstream(candidate, stale, sources);
            above.remove(table);
            if (above.isEmpty()) {
                roots.add(candidate);
            }
        }
        if (!roots.isEmpty()) {
            return roots.first();
        }
        // only a cycle of stale tables: any of them explains the others
        return staleAbove.isEmpty() ? table : new TreeSet<>(staleAbove).first();
    }

    private static Set<String> staleUpstream(String table, Set<String> stale, Map<String, Set<String>> sources) {
        Set<String> seen = new HashSet<>();
        Set<String> found = new HashSet<>();
        Deque<String> todo = new ArrayDeque<>(sources.getOrDefault(table, Set.of()));
        while (!todo.isEmpty()) {
            String next = todo.pop();
            if (!seen.add(next)) {
                continue;
            }
            if (stale.contains(next) && !next.equals(table)) {
                found.add(next);
            }
            todo.addAll(sources.getOrDefault(next, Set.of()));
        }
        return found;
    }

    private static Freshness target(LineageTable table) {
        if (table.freshness() == null) {
            return null;
        }
        try {
            return Freshness.parse(table.freshness());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
