package io.freshet.ui.lineage;

import java.util.ArrayList;
import java.util.List;

/**
 * The two ways the page lights up a part of the graph: following a column through its value dependencies (up- and/or
 * downstream, to any depth), and an impact analysis that tells changed values from rows decided by a condition.
 */
final class LineageTrails {

    private final LineageService lineage;
    private final GraphCanvas canvas;
    private final LineageDetails details;

    LineageTrails(LineageService lineage, GraphCanvas canvas, LineageDetails details) {
        this.lineage = lineage;
        this.canvas = canvas;
        this.details = details;
    }

    /** Highlights where the column's values come from and where they go, opening the tables on the way. */
    void follow(String project, String environment, String table, String column, LineageToolbar.Follow direction) {
        LineageReach up = direction == LineageToolbar.Follow.DOWNSTREAM ? empty(table, column)
                : lineage.upstream(project, environment, table, column, LineageService.ALL);
        LineageReach down = direction == LineageToolbar.Follow.UPSTREAM ? empty(table, column)
                : lineage.downstream(project, environment, table, column, LineageService.ALL);
        canvas.follow(table + "#" + column, columnIds(down), columnIds(up));
        details.showFollow(down, up);
    }

    /** Highlights what a change to the table or column affects, and what it derives from. */
    void impact(String project, String environment, String table, String column) {
        LineageReach downstream = lineage.impact(project, environment, table, column);
        LineageReach upstream = lineage.upstream(project, environment, table, column, LineageService.ALL);
        String start = column == null ? table : table + "#" + column;
        List<String> conditions = downstream.conditionColumns().stream().map(c -> c.table() + "#" + c.column())
                .toList();
        canvas.highlight(start, ids(downstream), ids(upstream), conditions);
        details.showImpact(downstream, upstream);
    }

    private static LineageReach empty(String table, String column) {
        return new LineageReach(table, column, List.of(), List.of());
    }

    private static List<String> columnIds(LineageReach reach) {
        return reach.columns().stream().map(c -> c.table() + "#" + c.column()).toList();
    }

    private static List<String> ids(LineageReach reach) {
        List<String> ids = new ArrayList<>(reach.tables());
        ids.addAll(columnIds(reach));
        return ids;
    }
}
