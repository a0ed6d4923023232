package io.freshet.backend.deploy;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.refreshes.CreationSettings;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DeployPlan;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployService;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.DeployStep;
import io.freshet.ui.deploy.PlanOptions;
import io.freshet.ui.deploy.ProjectPlan;
import io.freshet.ui.deploy.Welcome;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.security.RolesAllowed;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.security.concurrent.DelegatingSecurityContextRunnable;
import org.springframework.stereotype.Service;

/**
 * {@link DeployService}: plans by the lineage index's comparison of scripts and warehouse ({@link DeployPlans}),
 * applies a plan on a gated gateway session of the deploying user in the background, then the follow-ups. Every
 * deployment is recorded ({@link DeploymentStore}: its commit, who, when, each step), so the history and "what is
 * deployed" survive a restart; a running deployment lives in the memory of the instance that started it, one per
 * project at a time.
 */
@Service
public class GatewayDeployService implements DeployService {

    private static final Logger LOG = LoggerFactory.getLogger(GatewayDeployService.class);

    private final DeployPlanner planner;
    private final DeployPlans plans;
    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();
    private final DeploySessions sessions;
    private final LiveCatalog liveCatalog;
    private final ProjectService projects;
    private final DeploymentStore store;
    private final DeployRunner runner;
    private final String sampleProject;
    private final DeployRuns runs;
    private final ExecutorService worker = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "freshet-deploy");
        thread.setDaemon(true);
        return thread;
    });

    public GatewayDeployService(DeployPlanner planner, DeployPlans plans, DeploySessions sessions, AuditLog audit,
                                LiveCatalog liveCatalog, ProjectService projects,
                                ObjectProvider<PaimonCatalogSnapshotSource> source, CatalogService catalog,
                                BackfillService backfills, CreationSettings creations, UserJobs jobs,
                                DeploymentStore store, @Value("${freshet.sample-project:}") String sampleFolder) {
        this.planner = planner;
        this.plans = plans;
        this.sessions = sessions;
        this.liveCatalog = liveCatalog;
        this.projects = projects;
        this.store = store;
        this.runs = new DeployRuns(store);
        this.runner = new DeployRunner(planner, sessions, audit, liveCatalog, source, catalog, backfills, creations,
                jobs);
        this.sampleProject = SampleName.of(sampleFolder);
    }

    /** Deployments an earlier run of Freshet left unfinished are ended in the record, saying so. */
    @PostConstruct
    void endInterrupted() {
        try {
            int ended = store.interrupted();
            if (ended > 0) {
                LOG.warn("{} deployments were still running when Freshet stopped; recorded as ended", ended);
            }
        } catch (RuntimeException e) {
            // the record stays as it was; deploying works without it
            LOG.error("Could not end the deployments an earlier run left unfinished", e);
        }
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Welcome welcome() {
        CatalogSnapshot live = liveCatalog.current();
        long tables = live.tables().filter(t -> t.id().catalog().equals(live.currentCatalog())).count();
        List<String> names = projects.projects().stream().map(ProjectInfo::name).toList();
        return new Welcome(tables == 0, (int) tables, names, names.contains(sampleProject) ? sampleProject : null);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public DeployPlan plan(String project) {
        return DeployPlanner.plan(planner.compare(project));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ProjectPlan plan(String project, PlanOptions options) {
        return plans.plan(project, options == null ? PlanOptions.DEFAULT : options, AuditLog.currentActor(), true)
                .plan();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ProjectPlan planBranch(String project, String branch, PlanOptions options) {
        return plans.planBranch(project, branch, options == null ? PlanOptions.DEFAULT : options,
                AuditLog.currentActor()).plan();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Optional<String> notReady() {
        return sessions.notReady();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public synchronized DeployProgress start(String project, Set<String> recreate) {
        checkStartable(project);
        return launch(plans.plan(project, new PlanOptions(recreate == null ? Set.of() : recreate, false, false),
                AuditLog.currentActor(), false));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public synchronized DeployProgress apply(ProjectPlan plan) {
        if (plan == null || plan.project() == null || plan.options() == null || plan.fingerprint() == null) {
            throw new ServiceException("There is no plan to apply: plan the project first.");
        }
        checkStartable(plan.project());
        // the statements are planned again here, never taken from the plan handed in: it only says which plan
        DeployPlanner.Planned now = plans.plan(plan.project(), plan.options(), AuditLog.currentActor(), false);
        if (!now.plan().fingerprint().equals(plan.fingerprint())) {
            throw new ServiceException("Not deployed: the plan no longer holds (" + PlanFingerprint.whatChanged(plan,
                    now.plan()) + "). Plan again and check the new plan; no statement was sent.");
        }
        return launch(now);
    }

    /** Refused before planning: a plan made before the catalog is readable would re-create live tables. */
    private void checkStartable(String project) {
        sessions.notReady().ifPresent(why -> {
            throw new ServiceException(why + ". Deploy once it is ready.");
        });
        runs.here(project).filter(p -> !p.state().isFinal() && p.state() != DeployState.SCRIPTS_DONE).ifPresent(p -> {
            throw new ServiceException("Project " + project + " is being deployed already (deployment " + p.id()
                    + ", started by " + p.startedBy() + ").");
        });
    }

    private DeployProgress launch(DeployPlanner.Planned planned) {
        ProjectPlan plan = planned.plan();
        plan.blocked().ifPresent(why -> {
            throw new ServiceException("Not deployed: " + why + (why.endsWith(".") ? "" : ".")
                    + " No statement was sent.");
        });
        List<DeployWork> work = planned.work();
        DeployPreflight.check(work, planned.compared().index().live(), analyzer);
        List<DeployStep> steps = IntStream.range(0, work.size()).mapToObj(i -> work.get(i).step(i)).toList();
        String user = AuditLog.currentActor();
        String environment = plan.options().environment();
        long id = store.insert(plan.project(), environment, plan.commit(), user, Instant.now(), steps,
                plan.fingerprint());
        DeployRun run = new DeployRun(id, plan.project(), environment, user, steps, Clock.systemUTC(), plan.commit(),
                store);
        runs.add(run);
        runner.audit().started(run, plan);
        worker.execute(new DelegatingSecurityContextRunnable(() -> runner.execute(run, work)));
        return run.progress();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public DeployProgress followUp(long deployId, boolean refresh, boolean backfill) {
        return runner.followUp(runs.running(deployId), refresh, backfill, worker);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public DeployProgress cancel(long deployId) {
        DeployRun run = runs.running(deployId);
        run.requestCancel();
        return run.progress();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public DeployProgress progress(long deployId) {
        return runs.progress(deployId);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Optional<DeployProgress> latest(String project) {
        return runs.latest(project);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<DeployProgress> history(String project, int limit) {
        return runs.history(project, limit);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Optional<DeployProgress> lastApplied(String project) {
        return runs.lastApplied(project);
    }

    @PreDestroy
    void stop() {
        worker.shutdownNow();
    }
}
