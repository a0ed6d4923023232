package io.freshet.ui.lineage;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.freshet.ui.common.Counts;

/**
 * What the canvas draws of a project's graph: all of it, or of a graph too large to draw whole ({@link LargeGraph}) its
 * overview, a group's tables or a table's neighbourhood, each with the words that say what is drawn.
 */
final class GraphDrawing {

    private final GraphCanvas canvas;

    GraphDrawing(GraphCanvas canvas) {
        this.canvas = canvas;
    }

    /** Draws the graph, or its overview when it is too large; the count of its tables, with what is drawn. */
    String whole(LineageGraph graph) throws JsonProcessingException {
        String counted = Counts.of(graph.tables().size(), "table");
        if (!LargeGraph.large(graph)) {
            canvas.setGraphJson(GraphJson.of(graph));
            return counted;
        }
        canvas.setGraphJson(GraphJson.of(LargeGraph.overview(graph)));
        return counted + " (too many to draw at once: one node per database and layer; click one, or find a table to"
                + " see its neighbourhood)";
    }

    /** Draws the first tables of one of the overview's groups; what is drawn, in words. */
    String group(LineageGraph graph, String group) throws JsonProcessingException {
        return part(graph, LargeGraph.groupPart(graph, group), "the first " + LargeGraph.SHOWN
                + " tables of the group in project order");
    }

    /** Draws a table's neighbourhood in a large graph; what is drawn, in words. */
    String neighbourhood(LineageGraph graph, String table) throws JsonProcessingException {
        return part(graph, LargeGraph.neighbourhood(graph, table), "up to " + LargeGraph.DEPTH
                + " steps up and downstream of " + table);
    }

    private String part(LineageGraph graph, LineageGraph part, String which) throws JsonProcessingException {
        canvas.setGraphJson(GraphJson.of(part));
        return Counts.of(graph.tables().size(), "table") + "; shown: " + Counts.of(part.tables().size(), "table") + ", "
                + which + " (Show all: the overview)";
    }
}
