package io.freshet.backend.lineage;

import io.freshet.analysis.lineage.LineageWalk;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.lineage.TableEdge;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Adds the catalog's freshness to a lineage graph: each materialized table's actual freshness as the catalog page
 * judges it, and for one that needs attention the flagged table furthest upstream, where a person starts looking.
 */
final class FreshnessOverlay {

    private FreshnessOverlay() {
    }

    /**
     * @param readings the actual freshness of every materialized table the catalog holds, by table id
     *                 ({@code catalog.database.table}); a table the scripts define but nobody deployed has none
     */
    static LineageGraph apply(LineageGraph graph, Map<String, ActualFreshness> readings) {
        Set<String> stale = new HashSet<>();
        boolean any = false;
        for (LineageTable table : graph.tables()) {
            ActualFreshness reading = readings.get(table.id());
            if (reading != null) {
                any = true;
                if (reading.alarm()) {
                    stale.add(table.id());
                }
            }
        }
        if (!any) {
            return graph;
        }
        Map<String, Set<String>> sources = new HashMap<>();
        for (TableEdge edge : graph.tableEdges()) {
            sources.computeIfAbsent(edge.target(), k -> new HashSet<>()).add(edge.source());
        }
        List<LineageTable> tables = graph.tables().stream().map(t -> {
            ActualFreshness reading = readings.get(t.id());
            if (reading == null) {
                return t;
            }
            boolean flagged = stale.contains(t.id());
            // the graph colours true red and false green: waiting, suspended and unknown tables get neither
            Boolean colour = flagged ? Boolean.TRUE : reading.verdict() == Verdict.FRESH ? Boolean.FALSE : null;
            return t.withFreshness(reading.lag() == null ? null : reading.lag().toSeconds(), colour,
                    flagged ? cause(t.id(), stale, sources) : null, reading.verdict().label(), reading.words());
        }).toList();
        return new LineageGraph(graph.project(), tables, graph.tableEdges(), graph.columnEdges(), graph.problems(),
                graph.changes());
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
        Set<String> found = new HashSet<>(LineageWalk.reach(table, -1, t -> sources.getOrDefault(t, Set.of())));
        found.retainAll(stale);
        return found;
    }
}
