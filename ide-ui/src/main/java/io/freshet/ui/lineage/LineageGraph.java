package io.freshet.ui.lineage;

import java.util.List;

/**
 * The table and column lineage of a project.
 *
 * @param problems scripts whose lineage could not be computed, with the reason (the graph omits them)
 */
public record LineageGraph(String project, List<LineageTable> tables, List<TableEdge> tableEdges,
                           List<ColumnEdge> columnEdges, List<String> problems) {

    public LineageGraph {
        tables = List.copyOf(tables);
        tableEdges = List.copyOf(tableEdges);
        columnEdges = List.copyOf(columnEdges);
        problems = List.copyOf(problems);
    }
}
