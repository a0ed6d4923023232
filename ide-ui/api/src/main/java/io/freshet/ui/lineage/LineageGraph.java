package io.freshet.ui.lineage;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.freshet.ui.deploy.TableChange;
import java.util.List;

/**
 * The table and column lineage of a project.
 *
 * @param problems scripts whose lineage could not be computed, with the reason (the graph omits them)
 * @param changes  tables whose live definition differs from the project script that defines them ("changed since
 *                 deploy"): not problems, the script's lineage is in the graph
 */
public record LineageGraph(String project, List<LineageTable> tables, List<TableEdge> tableEdges,
                           List<ColumnEdge> columnEdges, List<String> problems,
                           @JsonInclude(JsonInclude.Include.NON_EMPTY) List<TableChange> changes) {

    public LineageGraph {
        tables = List.copyOf(tables);
        tableEdges = List.copyOf(tableEdges);
        columnEdges = List.copyOf(columnEdges);
        problems = List.copyOf(problems);
        changes = changes == null ? List.of() : List.copyOf(changes);
    }

    /** A graph with no changed tables. */
    public LineageGraph(String project, List<LineageTable> tables, List<TableEdge> tableEdges,
                        List<ColumnEdge> columnEdges, List<String> problems) {
        this(project, tables, tableEdges, columnEdges, problems, List.of());
    }

    /** The same graph with these changed tables. */
    public LineageGraph withChanges(List<TableChange> changed) {
        return new LineageGraph(project, tables, tableEdges, columnEdges, problems, changed);
    }
}
