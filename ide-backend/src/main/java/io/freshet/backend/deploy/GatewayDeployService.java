package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.refreshes.CreationSettings;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.common.ServiceException;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.ui.deploy.DeployPlan;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployService;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.FollowUp;
import io.freshet.ui.deploy.StepState;
import io.freshet.ui.deploy.Welcome;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.security.RolesAllowed;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.security.concurrent.DelegatingSecurityContextRunnable;
import org.springframework.stereotype.Service;

/**
 * {@link DeployService}: plans by the lineage index's comparison of scripts and warehouse, runs the statements on a
 * gated gateway session of the deploying user in the background, then the follow-ups. Deployments are kept in
 * memory (the audit log keeps who deployed what, when and how it ended); one runs per project at a time.
 */
@Service
public class GatewayDeployService implements DeployService {

    private final DeployPlanner planner;
    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();
    private final DeploySessions sessions;
    private final AuditLog audit;
    private final DeployAudit deployAudit;
    private final LiveCatalog liveCatalog;
    private final ProjectService projects;
    private final ObjectProvider<PaimonCatalogSnapshotSource> source;
    private final CatalogService catalog;
    private final BackfillService backfills;
    private final CreationSettings creations;
    private final UserJobs jobs;
    private final FollowUpRunner followUps;
    private final String sampleProject;
    private final Map<Long, DeployRun> runs = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final ExecutorService worker = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "freshet-deploy");
        thread.setDaemon(true);
        return thread;
    });

    public GatewayDeployService(DeployPlanner planner, DeploySessions sessions, AuditLog audit, LiveCatalog liveCatalog,
                                ProjectService projects, ObjectProvider<PaimonCatalogSnapshotSource> source,
                                CatalogService catalog, BackfillService backfills,
                                CreationSettings creations, UserJobs jobs,
                                @Value("${freshet.sample-project:}") String sampleFolder) {
        this.jobs = jobs;
        this.planner = planner;
        this.sessions = sessions;
        this.audit = audit;
        this.deployAudit = new DeployAudit(audit);
        this.liveCatalog = liveCatalog;
        this.projects = projects;
        this.source = source;
        this.catalog = catalog;
        this.backfills = backfills;
        this.creations = creations;
        this.followUps = new FollowUpRunner(catalog, backfills);
        this.sampleProject = SampleName.of(sampleFolder);
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
    @RolesAllowed(Roles.VIEWER)
    public Optional<String> notReady() {
        return sessions.notReady();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public synchronized DeployProgress start(String project, Set<String> recreate) {
        // refused before planning: a plan made before the catalog is readable would re-create live tables
        sessions.notReady().ifPresent(why -> {
            throw new ServiceException(why + ". Deploy once it is ready.");
        });
        latest(project).filter(p -> !p.state().isFinal() && p.state() != DeployState.SCRIPTS_DONE).ifPresent(p -> {
            throw new ServiceException("Project " + project + " is being deployed already (deployment " + p.id()
                    + ", started by " + p.startedBy() + ").");
        });
        DeployPlanner.Compared compared = planner.compare(project);
        Set<TableId> chosen = recreate == null ? Set.of() : compared.defined().keySet().stream()
                .filter(id -> recreate.contains(id.toString())).collect(Collectors.toSet());
        List<DeployWork> work = DeployWork.of(DeployPlanner.decide(compared, chosen), compared.live());
        DeployPreflight.check(work, compared.index().live(), analyzer);
        DeployRun run = new DeployRun(ids.incrementAndGet(), project, AuditLog.currentActor(),
                IntStream.range(0, work.size()).mapToObj(i -> work.get(i).step(i)).toList(), Clock.systemUTC());
        runs.put(run.id(), run);
        deployAudit.started(run, chosen);
        Set<TableId> creating = work.stream().filter(w -> w.sql() != null && w.source().target() != null
                        && w.source().kind().name().startsWith("CREATE")).map(w -> w.source().target())
                .collect(Collectors.toSet());
        worker.execute(new DelegatingSecurityContextRunnable(() -> execute(run, work, creating)));
        return run.progress();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public DeployProgress followUp(long deployId, boolean refresh, boolean backfill) {
        DeployRun run = run(deployId);
        synchronized (run) {
            if (run.state() != DeployState.SCRIPTS_DONE) {
                throw new ServiceException("Deployment " + deployId + " is " + run.state() + ": nothing to follow up.");
            }
            if (run.offered().stream().noneMatch(f -> f.kind() == FollowUp.Kind.REFRESH ? refresh
                    : f.kind() == FollowUp.Kind.BACKFILL && backfill)) {
                IntStream.range(0, run.offered().size()).forEach(i -> run.followUp(i, StepState.SKIPPED, null, null));
                finish(run, DeployState.DONE, "Deployed; no follow-ups chosen.");
                return run.progress();
            }
            run.moveTo(DeployState.FOLLOWING_UP, null);
        }
        worker.execute(new DelegatingSecurityContextRunnable(() -> {
            try {
                followUps.run(run, refresh, backfill);
            } catch (RuntimeException e) {
                run.moveTo(DeployState.CANCELLED, "The follow-ups stopped: " + e.getMessage());
            }
            deployAudit.ended(run);
        }));
        return run.progress();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public DeployProgress cancel(long deployId) {
        DeployRun run = run(deployId);
        run.requestCancel();
        return run.progress();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public DeployProgress progress(long deployId) {
        return run(deployId).progress();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Optional<DeployProgress> latest(String project) {
        return runs.values().stream().filter(r -> r.project().equals(project))
                .max(Comparator.comparingLong(DeployRun::id)).map(DeployRun::progress);
    }

    @PreDestroy
    void stop() {
        worker.shutdownNow();
    }

    private void execute(DeployRun run, List<DeployWork> work, Set<TableId> creating) {
        boolean[] ran = {false};
        try {
            Set<String> recreations = work.stream().filter(w -> w.sql() != null && w.kind().startsWith("DROP_"))
                    .map(DeployWork::sql).collect(Collectors.toSet());
            sessions.run(run.user(), recreations,
                    session -> ran[0] = new DeployExecutor(audit, creations, jobs).run(run, work, session));
        } catch (ServiceException e) {
            run.moveTo(DeployState.FAILED, e.userMessage());
        } catch (RuntimeException e) {
            run.moveTo(DeployState.FAILED, "The deployment stopped unexpectedly: " + e);
        }
        if (ran[0] && run.state() == DeployState.RUNNING) {
            offerFollowUps(run, creating);
        } else {
            deployAudit.ended(run);
        }
    }

    /**
     * After the scripts: the tables this deployment created, as the warehouse now holds them, decide what is offered
     * (a deployment that found everything up to date offers nothing).
     */
    private void offerFollowUps(DeployRun run, Set<TableId> created) {
        List<FollowUp> offered;
        try {
            PaimonCatalogSnapshotSource warehouse = source.getIfAvailable();
            CatalogSnapshot live = warehouse == null ? liveCatalog.current() : warehouse.readNow().snapshot();
            List<TableInfo> tables = created.stream().map(live::table).flatMap(Optional::stream)
                    .sorted(Comparator.comparing(t -> t.id().toString())).toList();
            offered = FollowUpOffer.of(tables, planner.compare(run.project()).index().lineage(), catalog, backfills);
        } catch (RuntimeException e) {
            offered = List.of();
        }
        synchronized (run) {
            run.scriptsDone(offered);
            if (offered.isEmpty()) {
                finish(run, DeployState.DONE, "Deployed; nothing to refresh.");
            }
        }
    }

    private void finish(DeployRun run, DeployState state, String message) {
        run.moveTo(state, message);
        deployAudit.ended(run);
    }

    private DeployRun run(long id) {
        DeployRun run = runs.get(id);
        if (run == null) {
            throw new ServiceException("Deployment " + id + " is not known to this instance.");
        }
        return run;
    }
}
