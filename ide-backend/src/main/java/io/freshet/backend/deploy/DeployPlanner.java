package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.analysis.project.Environment;
import io.freshet.backend.definitions.EnvironmentScripts;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ProjectDefinitions;
import io.freshet.backend.definitions.ScriptStatements;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.backend.lineage.LineageIndex;
import io.freshet.backend.lineage.ProjectIndex;
import io.freshet.ui.deploy.DeployPlan;
import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.PlanOptions;
import io.freshet.ui.deploy.PlannedStep;
import io.freshet.ui.deploy.ProjectPlan;
import io.freshet.ui.deploy.ScriptPlan;
import io.freshet.ui.deploy.ScriptStatus;
import io.freshet.ui.deploy.TableChange;
import io.freshet.ui.deploy.TablePlan;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * Compares a project's scripts with the warehouse as it is now, through the lineage index (the same comparison the
 * Lineage page shows), and turns the outcome into a plan for the page or the work of a deployment.
 */
@Component
class DeployPlanner {

    /** What the comparison found, for one project at one moment. */
    record Compared(String project, List<ScriptDocument> scripts, List<PlannedStatement> statements,
                    Map<TableId, ProjectDefinitions.Defined> defined, Map<TableId, TableInfo> live,
                    ProjectIndex index) {
    }

    private final ProjectService projects;
    private final LineageIndex lineage;
    private final ObjectProvider<PaimonCatalogSnapshotSource> source;

    DeployPlanner(ProjectService projects, LineageIndex lineage, ObjectProvider<PaimonCatalogSnapshotSource> source) {
        this.projects = projects;
        this.lineage = lineage;
        this.source = source;
    }

    /** Reads the warehouse now (a deployment may just have changed it) and compares. */
    Compared compare(String project) {
        return compare(project, Environment.NONE);
    }

    /**
     * Reads the warehouse now and compares the project placed in the environment with it: the scripts, statements
     * and tables are the environment's ({@code dev_dwd.t} for {@code dwd.t}), the tables it only reads keep their
     * names.
     *
     * @throws io.freshet.ui.common.ServiceException when the environment cannot place the project
     */
    Compared compare(String project, Environment environment) {
        return compare(project, environment, null);
    }

    /**
     * Compares other scripts of the project than its own with the warehouse, the same way: a branch's, read from
     * its commit ({@code at}, null for the project's own scripts).
     */
    Compared compare(String project, Environment environment, RefScripts at) {
        PaimonCatalogSnapshotSource warehouse = source.getIfAvailable();
        CatalogSnapshot read = warehouse == null ? null : warehouse.readNow().snapshot();
        // this read, not the source's latest state: a background read that started earlier may finish after it
        boolean readable = read != null && read.catalog(read.currentCatalog()).isPresent();
        List<ScriptDocument> ordered = at == null ? projects.scriptsInOrder(project) : at.scripts();
        ProjectIndex index = lineage.current(project, environment, readable ? read : null,
                at == null ? null : at.source(), ordered);
        CatalogSnapshot live = index.live();
        List<ScriptDocument> scripts = EnvironmentScripts.place(ordered, environment,
                live.currentCatalog(), live.currentDatabase());
        List<PlannedStatement> statements = ScriptStatements.of(scripts, live.currentCatalog(), live.currentDatabase());
        Map<TableId, TableInfo> tables = new LinkedHashMap<>();
        live.tables().forEach(t -> tables.put(t.id(), t));
        return new Compared(project, scripts, statements, index.defined(), tables, index);
    }

    /** The statements with what a deployment does with each. */
    static List<DeployStatements.Decided> decide(Compared compared, Set<TableId> recreate) {
        return DeployStatements.decide(compared.statements(), compared.live().keySet(), compared.defined(), recreate);
    }

    /** A plan with the work that applies it, step for step. */
    record Planned(ProjectPlan plan, List<DeployWork> work, Compared compared) {
    }

    /** The changed tables the options re-create. */
    static Set<TableId> chosen(Compared compared, PlanOptions options) {
        return compared.defined().keySet().stream().filter(id -> options.recreates(id.toString()))
                .collect(Collectors.toSet());
    }

    /**
     * The live tables a plan asked to drop removed tables drops: those a DONE step of one of the project's recorded
     * deployments created, unless a later deployment of another project created it again ({@code created},
     * {@link DeploymentStore#createdTables}), that are still live and that no statement of the project's scripts
     * creates, writes or defines any more. A table is the project's only by that record, not by the database it is
     * in: other projects and people create tables in the same databases, and a plan must never drop theirs. Views
     * and materialized tables come first (they read the plain tables), each group by name.
     */
    static List<TableInfo> removed(Compared compared, Set<TableId> created) {
        Set<TableId> named = compared.statements().stream().map(PlannedStatement::target)
                .filter(java.util.Objects::nonNull).collect(Collectors.toSet());
        return created.stream().filter(id -> !named.contains(id)).map(compared.live()::get)
                .filter(java.util.Objects::nonNull)
                .sorted(java.util.Comparator.comparing((TableInfo t) -> t.kind() == TableKind.TABLE)
                        .thenComparing(t -> t.id().toString()))
                .toList();
    }

    /**
     * The plan as one object and its work: per table, per statement with the policy's verdicts, and the fingerprint
     * of what it does.
     *
     * @param lineage the project's lineage for downstream tables and backfill days, null when unknown
     */
    static Planned projectPlan(Compared compared, PlanOptions options, PlanCommit commit, String user,
                               Instant at, List<TableInfo> removed, ProjectLineage lineage, PlanFacts facts,
                               PlanSteps.Judge judge) {
        List<DeployStatements.Decided> decided = decide(compared, chosen(compared, options));
        List<DeployWork> work = DeployWork.of(decided, compared.live(), removed);
        List<TablePlan> tables = TablePlans.of(compared, decided, removed, lineage, facts);
        Map<String, TablePlan> byName = new LinkedHashMap<>();
        tables.forEach(t -> byName.put(t.table(), t));
        List<PlannedStep> steps = PlanSteps.of(work, byName, judge);
        ProjectPlan plan = new ProjectPlan(compared.project(), options, commit, user, at, tables, steps,
                plan(compared, decided).scripts(), PlanFingerprint.of(options.environment(), commit, tables, steps));
        return new Planned(plan, work, compared);
    }

    /** The plan the page shows: each script up to date, new or changed. */
    static DeployPlan plan(Compared compared) {
        return plan(compared, decide(compared, Set.of()));
    }

    private static DeployPlan plan(Compared compared, List<DeployStatements.Decided> decided) {
        List<ScriptPlan> scripts = new ArrayList<>();
        for (ScriptDocument script : compared.scripts()) {
            List<DeployStatements.Decided> mine = decided.stream()
                    .filter(d -> d.statement().script().id() == script.id()).toList();
            Set<String> tables = mine.stream().map(DeployStatements.Decided::statement)
                    .filter(s -> s.target() != null && !s.sessionOnly() && s.kind().name().startsWith("CREATE"))
                    .map(s -> s.target().toString()).collect(Collectors.toCollection(LinkedHashSet::new));
            List<TableChange> changes = mine.stream().filter(d -> d.action() == StepAction.KEEP
                            || d.action() == StepAction.DROP_THEN_RUN)
                    .map(d -> compared.defined().get(d.statement().target())).filter(java.util.Objects::nonNull)
                    .map(ProjectDefinitions.Defined::change).flatMap(java.util.Optional::stream).toList();
            boolean runs = mine.stream().anyMatch(d -> d.action() == StepAction.RUN && !d.statement().sessionOnly());
            ScriptStatus status = !changes.isEmpty() ? ScriptStatus.CHANGED
                    : runs ? ScriptStatus.NEW : ScriptStatus.UP_TO_DATE;
            scripts.add(new ScriptPlan(script.id(), script.path(), status, mine.size(), List.copyOf(tables), changes));
        }
        return new DeployPlan(compared.project(), scripts);
    }
}
