package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.project.Environment;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.refreshes.CreationSettings;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.FollowUp;
import io.freshet.ui.deploy.StepState;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.security.concurrent.DelegatingSecurityContextRunnable;

/**
 * Runs a deployment's statements on its gated session (on the deployment's own thread), then offers the follow-ups
 * for the tables it created, as the warehouse holds them afterwards, and runs those the user keeps; a run that ends
 * short of that is audited.
 */
final class DeployRunner {

    private final DeployPlanner planner;
    private final DeploySessions sessions;
    private final AuditLog audit;
    private final DeployAudit deployAudit;
    private final LiveCatalog liveCatalog;
    private final ObjectProvider<PaimonCatalogSnapshotSource> source;
    private final CatalogService catalog;
    private final BackfillService backfills;
    private final CreationSettings creations;
    private final UserJobs jobs;
    private final FollowUpRunner followUps;

    DeployRunner(DeployPlanner planner, DeploySessions sessions, AuditLog audit, LiveCatalog liveCatalog,
                 ObjectProvider<PaimonCatalogSnapshotSource> source, CatalogService catalog,
                 BackfillService backfills, CreationSettings creations, UserJobs jobs) {
        this.planner = planner;
        this.sessions = sessions;
        this.audit = audit;
        this.deployAudit = new DeployAudit(audit);
        this.liveCatalog = liveCatalog;
        this.source = source;
        this.catalog = catalog;
        this.backfills = backfills;
        this.creations = creations;
        this.jobs = jobs;
        this.followUps = new FollowUpRunner(catalog, backfills);
    }

    DeployAudit audit() {
        return deployAudit;
    }

    void execute(DeployRun run, List<DeployWork> work) {
        Set<TableId> creating = work.stream().filter(w -> w.sql() != null && w.source() != null
                && w.source().target() != null && w.source().kind().name().startsWith("CREATE"))
                .map(w -> w.source().target()).collect(Collectors.toSet());
        boolean[] ran = {false};
        try {
            sessions.run(run.user(), DeployWork.buttonSteps(work),
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
            offered = FollowUpOffer.of(tables, planner.compare(run.project(),
                    Environment.of(run.environment())).index().lineage(), catalog, backfills);
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

    /**
     * Runs the chosen follow-ups of a deployment in SCRIPTS_DONE on {@code worker}, or ends it DONE when none of the
     * offered ones is chosen.
     */
    DeployProgress followUp(DeployRun run, boolean refresh, boolean backfill, Executor worker) {
        synchronized (run) {
            if (run.state() != DeployState.SCRIPTS_DONE) {
                throw new ServiceException("Deployment " + run.id() + " is " + run.state()
                        + ": nothing to follow up.");
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

    void finish(DeployRun run, DeployState state, String message) {
        run.moveTo(state, message);
        deployAudit.ended(run);
    }
}
