package io.freshet.ui.lineage;

import io.freshet.ui.common.Subscription;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Table and column lineage of projects, from an index kept up to date as scripts are saved. Every failure
 * is an {@link io.freshet.ui.common.ServiceException} with a message for the user.
 */
public interface LineageService {

    /** Any depth, for the depth parameters. */
    int ALL = -1;

    /** The names of the projects that have lineage. */
    List<String> projects();

    /** The whole graph of a project. */
    LineageGraph graph(String project);

    /** What a table (column null) or a column derives from, up to {@code depth} hops. */
    LineageReach upstream(String project, String table, String column, int depth);

    /** What derives from a table (column null) or a column, up to {@code depth} hops. */
    LineageReach downstream(String project, String table, String column, int depth);

    /**
     * Everything a change to a table or column can affect: derived columns, and every column of a table
     * whose rows it decides (filter, join, grouping); {@link LineageReach#conditionColumns()} tells the columns
     * affected only that way from those whose values change.
     */
    LineageReach impact(String project, String table, String column);

    /** The table as the graph knows it, with its defining script. */
    Optional<LineageTable> table(String project, String table);

    /**
     * Hands the project's new graph to the listener whenever a saved script changes its lineage, on a
     * background thread, with the rights the caller has now. Remove the registration when no longer shown.
     */
    Subscription follow(String project, Consumer<LineageGraph> listener);
}
