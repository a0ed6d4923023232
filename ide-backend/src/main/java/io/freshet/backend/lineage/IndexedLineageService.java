package io.freshet.backend.lineage;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.lineage.ColumnRef;
import io.freshet.analysis.project.Environment;
import io.freshet.analysis.project.ImpactReport;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.backend.health.HealthEvaluator;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.Subscription;
import io.freshet.ui.health.HealthLookup;
import io.freshet.ui.lineage.ColumnKey;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageReach;
import io.freshet.ui.lineage.LineageService;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;

/**
 * Lineage queries answered from the {@link LineageIndex}, in production or in an environment (the index places the
 * project there with the deploy plan's own placement); analysis failures become user messages.
 */
@Service
public class IndexedLineageService implements LineageService {

    private static final Comparator<ColumnKey> COLUMN_ORDER = Comparator.comparing(ColumnKey::table)
            .thenComparing(ColumnKey::column);

    /**
     * How long a page waits for its project's index to be brought up to date: a small project's analysis is done
     * within it and drawn fresh; a large one's is drawn as last computed and redrawn when the update is done.
     */
    private static final long PATIENCE_MILLIS = 1_000;

    private final LineageIndex index;
    private final ProjectService projects;
    private final ObjectProvider<HealthEvaluator> health;

    public IndexedLineageService(LineageIndex index, ProjectService projects, ObjectProvider<HealthEvaluator> health) {
        this.index = index;
        this.projects = projects;
        this.health = health;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<String> projects() {
        return projects.projects().stream().map(ProjectInfo::name).toList();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public LineageGraph graph(String project) {
        return withHealth(index(project, PRODUCTION).graph());
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public LineageGraph graph(String project, String environment) {
        return withHealth(index(project, environment).graph());
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Optional<LineageGraph> latest(String project, String environment) {
        if (!environment(environment).none()) {
            // an environment's graph is placed anew from production's scripts on each request
            return Optional.of(graph(project, environment));
        }
        try {
            return index.latest(project, PATIENCE_MILLIS).map(i -> withHealth(i.graph()));
        } catch (SqlAnalysisException e) {
            throw new ServiceException("The lineage of " + project + " could not be computed: " + e.getMessage(), e);
        }
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public LineageReach upstream(String project, String environment, String table, String column, int depth) {
        ProjectLineage lineage = index(project, environment).lineage();
        if (column == null) {
            return reach(table, null, lineage.upstreamTables(table, depth), Set.of());
        }
        return reach(table, column, Set.of(), lineage.upstream(new ColumnRef(table, column), depth));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public LineageReach downstream(String project, String environment, String table, String column, int depth) {
        ProjectLineage lineage = index(project, environment).lineage();
        if (column == null) {
            return reach(table, null, lineage.downstreamTables(table, depth), Set.of());
        }
        return reach(table, column, Set.of(), lineage.downstream(new ColumnRef(table, column), depth));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public LineageReach impact(String project, String environment, String table, String column) {
        ProjectIndex current = index(project, environment);
        ProjectLineage lineage = current.lineage();
        if (column != null) {
            ImpactReport report = lineage.impact(new ColumnRef(table, column));
            return reach(table, column, report.tables(), report.columns(), report.valueColumns());
        }
        Set<String> tables = new HashSet<>(lineage.downstreamTables(table, LineageService.ALL));
        Set<ColumnRef> columns = new HashSet<>();
        Set<ColumnRef> values = new HashSet<>();
        current.graph().tables().stream().filter(t -> t.id().equals(table)).findFirst()
                .ifPresent(t -> t.columns().forEach(c -> {
                    ImpactReport report = lineage.impact(new ColumnRef(table, c.name()));
                    columns.addAll(report.columns());
                    values.addAll(report.valueColumns());
                    tables.addAll(report.tables());
                }));
        tables.remove(table);
        columns.removeIf(c -> c.table().equals(table));
        return reach(table, null, tables, columns, values);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Optional<LineageTable> table(String project, String environment, String table) {
        return graph(project, environment).tables().stream().filter(t -> t.id().equals(table)).findFirst();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Subscription follow(String project, String environment, Consumer<LineageGraph> listener) {
        Environment placement = environment(environment);
        // the caller's role was checked here; the updates carry nothing the graph call would not give it. A save
        // updates production's index; the environment's is placed anew from the saved scripts, on the index's thread
        return index.follow(project, updated -> listener.accept(withHealth(placement.none() ? updated.graph()
                : index.current(project, placement, null).graph())));
    }

    /**
     * The tables' states as the health model's latest evaluation has them, taken at each request and never judged
     * here; the evaluator is read directly (not through its role-checked service) because a followed graph is pushed
     * on the index's thread, after this service's own role check.
     */
    private LineageGraph withHealth(LineageGraph graph) {
        HealthEvaluator evaluator = health.getIfAvailable();
        if (evaluator == null) {
            return graph;
        }
        return HealthOverlay.apply(graph, HealthLookup.of(evaluator.latest()).tables());
    }

    private ProjectIndex index(String project, String environment) {
        Environment placement = environment(environment);
        try {
            return placement.none() ? index.current(project) : index.current(project, placement, null);
        } catch (SqlAnalysisException e) {
            throw new ServiceException("The lineage of " + project + " could not be computed: " + e.getMessage(), e);
        }
    }

    /** The environment of a prefix as the deploy plan takes it ({@link Environment#of}), refused with its words. */
    private static Environment environment(String prefix) {
        try {
            return Environment.of(prefix);
        } catch (IllegalArgumentException e) {
            throw new ServiceException(e.getMessage(), e);
        }
    }

    private static LineageReach reach(String table, String column, Set<String> tables, Set<ColumnRef> columns) {
        return reach(table, column, tables, columns, columns);
    }

    /** @param values the columns whose values the start computes; the other columns are condition-affected */
    private static LineageReach reach(String table, String column, Set<String> tables, Set<ColumnRef> columns,
                                      Set<ColumnRef> values) {
        TreeSet<String> allTables = new TreeSet<>(tables);
        columns.forEach(c -> allTables.add(c.table()));
        List<ColumnKey> keys = columns.stream().map(c -> new ColumnKey(c.table(), c.column()))
                .sorted(COLUMN_ORDER).toList();
        List<ColumnKey> conditions = columns.stream().filter(c -> !values.contains(c))
                .map(c -> new ColumnKey(c.table(), c.column())).sorted(COLUMN_ORDER).toList();
        return new LineageReach(table, column, List.copyOf(allTables), keys, conditions);
    }
}
