package io.freshet.ui.lineage;

import io.freshet.ui.common.Subscription;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Table and column lineage of projects, from an index kept up to date as scripts are saved. A project is seen in an
 * environment ({@code environment}: a database prefix such as {@code dev_}, as a deployment plan takes it; empty for
 * production): its own databases and tables under the names they have there ({@code lakehouse.dev_dwd.t}), the
 * tables it only reads under theirs, and the live facts of those tables. Every failure is an
 * {@link io.freshet.ui.common.ServiceException} with a message for the user (also for an environment that is not a
 * plain prefix, or that cannot place the project).
 */
public interface LineageService {

    /** Any depth, for the depth parameters. */
    int ALL = -1;

    /** Production: the project's names as its scripts write them. */
    String PRODUCTION = "";

    /** The names of the projects that have lineage. */
    List<String> projects();

    /** The whole graph of a project in production. */
    LineageGraph graph(String project);

    /** The whole graph of a project in an environment. */
    LineageGraph graph(String project, String environment);

    /**
     * The graph of a project in an environment as last computed, without waiting for an analysis; empty while the
     * project's first analysis runs. The graph is brought up to date in the background, and {@link #follow} hears of
     * each change: a page draws at once and redraws when the analysis is done.
     */
    default Optional<LineageGraph> latest(String project, String environment) {
        return Optional.of(graph(project, environment));
    }

    /** What a table (column null) or a column derives from, up to {@code depth} hops. */
    LineageReach upstream(String project, String environment, String table, String column, int depth);

    /** What derives from a table (column null) or a column, up to {@code depth} hops. */
    LineageReach downstream(String project, String environment, String table, String column, int depth);

    /**
     * Everything a change to a table or column can affect: derived columns, and every column of a table
     * whose rows it decides (filter, join, grouping); {@link LineageReach#conditionColumns()} tells the columns
     * affected only that way from those whose values change.
     */
    LineageReach impact(String project, String environment, String table, String column);

    /** The table as the graph knows it, with its defining script. */
    Optional<LineageTable> table(String project, String environment, String table);

    /**
     * Hands the project's new graph in the environment to the listener whenever a saved script changes its lineage,
     * on a background thread, with the rights the caller has now. Remove the registration when no longer shown.
     */
    Subscription follow(String project, String environment, Consumer<LineageGraph> listener);
}
