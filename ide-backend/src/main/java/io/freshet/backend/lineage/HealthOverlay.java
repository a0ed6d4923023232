package io.freshet.backend.lineage;

import io.freshet.analysis.lineage.LineageWalk;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
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
 * Puts the health model's states on a lineage graph (issue 33): each table's state, reason, since-when and lag exactly
 * as the model has them, judged nowhere else; and for a table that needs attention, the failing or late table
 * furthest upstream of it in the graph, where a person starts looking.
 */
final class HealthOverlay {

    private HealthOverlay() {
    }

    /**
     * @param health the model's entries of tables by {@code catalog.database.table}; a table the scripts define but
     *               nobody deployed has none, nor has a script's temporary table
     */
    static LineageGraph apply(LineageGraph graph, Map<String, HealthEntry> health) {
        if (graph.tables().stream().noneMatch(t -> judged(t, health))) {
            return graph;
        }
        Set<String> troubled = new HashSet<>();
        graph.tables().stream().filter(t -> judged(t, health)).filter(t -> troubled(health.get(t.id()).state()))
                .forEach(t -> troubled.add(t.id()));
        Map<String, Set<String>> sources = new HashMap<>();
        for (TableEdge edge : graph.tableEdges()) {
            sources.computeIfAbsent(edge.target(), k -> new HashSet<>()).add(edge.source());
        }
        List<LineageTable> tables = graph.tables().stream().map(t -> {
            if (!judged(t, health)) {
                return t;
            }
            HealthEntry e = health.get(t.id());
            return t.withHealth(e.lag() == null ? null : e.lag().toSeconds(), e.state(), e.reason(), e.since(),
                    e.state().alarm() ? cause(t.id(), troubled, sources) : null);
        }).toList();
        return new LineageGraph(graph.project(), tables, graph.tableEdges(), graph.columnEdges(), graph.problems(),
                graph.changes());
    }

    private static boolean judged(LineageTable table, Map<String, HealthEntry> health) {
        return !"TEMPORARY".equals(table.kind()) && health.containsKey(table.id());
    }

    /** Failing or late on its own: where trouble starts (an UPSTREAM table only passes it on). */
    private static boolean troubled(HealthState state) {
        return state == HealthState.FAILING || state == HealthState.LATE;
    }

    /**
     * The troubled tables upstream of {@code table} with nothing troubled above them, the first by name when there
     * are several; itself when it is troubled and nothing above it is; null when neither (its trouble comes from
     * outside the graph, e.g. an ingestion).
     */
    static String cause(String table, Set<String> troubled, Map<String, Set<String>> sources) {
        Set<String> above = troubledUpstream(table, troubled, sources);
        TreeSet<String> roots = new TreeSet<>();
        for (String candidate : above) {
            Set<String> aboveCandidate = troubledUpstream(candidate, troubled, sources);
            aboveCandidate.remove(table);
            if (aboveCandidate.isEmpty()) {
                roots.add(candidate);
            }
        }
        if (!roots.isEmpty()) {
            return roots.first();
        }
        if (!above.isEmpty()) {
            // only a cycle of troubled tables: any of them explains the others
            return new TreeSet<>(above).first();
        }
        return troubled.contains(table) ? table : null;
    }

    private static Set<String> troubledUpstream(String table, Set<String> troubled, Map<String, Set<String>> sources) {
        Set<String> found = new HashSet<>(LineageWalk.reach(table, -1, t -> sources.getOrDefault(t, Set.of())));
        found.retainAll(troubled);
        return found;
    }
}
