package io.freshet.ui.lineage;

import io.freshet.analysis.lineage.LineageWalk;
import io.freshet.ui.common.Counts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The drawable parts of a graph too large to draw whole (thousands of tables with their columns would be megabytes
 * for the browser to lay out): an overview with one node per database and layer, counting its tables; the tables of
 * one such group; the neighbourhood of one table. Each part carries the columns and column edges of what it shows only.
 */
final class LargeGraph {

    /** Above this many tables the page draws the overview instead of every table (500 lay out in a fraction of a s). */
    static final int DRAWABLE = 1_000;
    /** At most this many tables in a group's or a table's part. */
    static final int SHOWN = 150;
    /** How many hops a table's neighbourhood reaches, upstream and downstream. */
    static final int DEPTH = 2;
    /** The kind of a node that stands for a group of tables. */
    static final String GROUP = "GROUP";
    private static final String GROUP_ID = "group:";

    private LargeGraph() {
    }

    static boolean large(LineageGraph graph) {
        return graph.tables().size() > DRAWABLE;
    }

    static boolean group(String id) {
        return id != null && id.startsWith(GROUP_ID);
    }

    /** One node per database and layer, named with its table count; an edge where a table of one feeds another's. */
    static LineageGraph overview(LineageGraph graph) {
        Map<String, List<LineageTable>> groups = groups(graph);
        Map<String, String> groupOf = new HashMap<>();
        groups.forEach((id, tables) -> tables.forEach(t -> groupOf.put(t.id(), id)));
        List<LineageTable> nodes = new ArrayList<>();
        groups.forEach((id, tables) -> nodes.add(new LineageTable(id, database(tables.get(0)) + " " + tables.get(0).layer()
                + " · " + Counts.of(tables.size(), "table"), tables.get(0).layer(), GROUP, List.of(), null, null, null,
                null)));
        Set<TableEdge> edges = new LinkedHashSet<>();
        graph.tableEdges().forEach(e -> {
            String source = groupOf.get(e.source());
            String target = groupOf.get(e.target());
            if (source != null && target != null && !source.equals(target)) {
                edges.add(new TableEdge(source, target));
            }
        });
        return new LineageGraph(graph.project(), nodes, List.copyOf(edges), List.of(), graph.problems(),
                graph.changes());
    }

    /** The tables of a group of the overview, the first {@link #SHOWN} in project order. */
    static LineageGraph groupPart(LineageGraph graph, String group) {
        List<LineageTable> tables = groups(graph).getOrDefault(group, List.of());
        Set<String> shown = new LinkedHashSet<>();
        tables.stream().limit(SHOWN).forEach(t -> shown.add(t.id()));
        return part(graph, shown);
    }

    /** The table and the tables up to {@link #DEPTH} hops upstream and downstream of it, nearest first. */
    static LineageGraph neighbourhood(LineageGraph graph, String table) {
        Map<String, List<String>> up = new HashMap<>();
        Map<String, List<String>> down = new HashMap<>();
        graph.tableEdges().forEach(e -> {
            up.computeIfAbsent(e.target(), k -> new ArrayList<>()).add(e.source());
            down.computeIfAbsent(e.source(), k -> new ArrayList<>()).add(e.target());
        });
        Set<String> shown = new LinkedHashSet<>(List.of(table));
        LineageWalk.Visitor<String> upTo = (from, node) -> shown.size() < SHOWN && shown.add(node);
        LineageWalk.walk(List.of(table), DEPTH, t -> up.getOrDefault(t, List.of()), upTo);
        LineageWalk.walk(List.of(table), DEPTH, t -> down.getOrDefault(t, List.of()), upTo);
        return part(graph, shown);
    }

    /** The shown tables in the graph's order, with the edges and column edges between them. */
    private static LineageGraph part(LineageGraph graph, Set<String> shown) {
        return new LineageGraph(graph.project(),
                graph.tables().stream().filter(t -> shown.contains(t.id())).toList(),
                graph.tableEdges().stream().filter(e -> shown.contains(e.source()) && shown.contains(e.target())).toList(),
                graph.columnEdges().stream()
                        .filter(e -> shown.contains(e.sourceTable()) && shown.contains(e.targetTable())).toList(),
                graph.problems(), graph.changes());
    }

    /** The graph's tables by group (database and layer), groups and tables in the graph's order. */
    private static Map<String, List<LineageTable>> groups(LineageGraph graph) {
        Map<String, List<LineageTable>> groups = new LinkedHashMap<>();
        graph.tables().forEach(t -> groups.computeIfAbsent(GROUP_ID + t.layer() + ":" + catalogDatabase(t),
                k -> new ArrayList<>()).add(t));
        return groups;
    }

    /** {@code catalog.database} of a table's id (the id's last part is the table's name). */
    private static String catalogDatabase(LineageTable table) {
        int dot = table.id().lastIndexOf('.');
        return dot < 0 ? "" : table.id().substring(0, dot);
    }

    private static String database(LineageTable table) {
        String catalogDatabase = catalogDatabase(table);
        return catalogDatabase.substring(catalogDatabase.lastIndexOf('.') + 1);
    }
}
