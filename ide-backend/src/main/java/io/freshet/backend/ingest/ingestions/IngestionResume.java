package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.embedded.RetainedCheckpoints;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * After Freshet starts, resumes the CDC ingestions recorded active (RUNNING, RESTARTING, FAILING) whose job the ingestion gateway no longer knows
 * (the local ingestion Flink died with Freshet) from their job's latest completed retained checkpoint, else from
 * their last savepoint; an ingestion with neither, or whose resume fails, becomes FAILED saying what to do.
 *
 * <p>Nothing is lost or written twice: a PostgreSQL slot's confirmed LSN only moves after a checkpoint completed
 * (Flink CDC commits it then, a few checkpoints late), and Paimon commits what the checkpoint holds and re-commits it
 * idempotently on restore, so the resumed job reads on from exactly the checkpoint's source offsets.
 */
@Component
class IngestionResume {

    private static final Logger LOG = LoggerFactory.getLogger(IngestionResume.class);
    private static final String SYSTEM = "system";

    private final IngestionStore store;
    private final IngestionPlans plans;
    private final IngestionSteps steps;
    private final IngestGatewayConnection gateway;
    private final AuditLog audit;

    IngestionResume(IngestionStore store, IngestionPlans plans, IngestionSteps steps, IngestGatewayConnection gateway,
            AuditLog audit) {
        this.store = store;
        this.plans = plans;
        this.steps = steps;
        this.gateway = gateway;
        this.audit = audit;
    }

    /** Off the start's path: starting the ingestion Flink takes seconds, and a failure must not stop Freshet. */
    @EventListener(ApplicationReadyEvent.class)
    void afterStart() {
        Thread thread = new Thread(() -> {
            try {
                resumeAll();
            } catch (RuntimeException e) {
                LOG.warn("Ingestions could not be resumed after the start: {}", e.getMessage(), e);
            }
        }, "freshet-ingestion-resume");
        thread.setDaemon(true);
        thread.start();
    }

    /** Resumes or fails every lost CDC job; returns how many ingestions it looked at. */
    public int resumeAll() {
        List<IngestionSummary> recorded = store.list().stream().filter(i -> i.mode() == IngestionMode.CDC
                && i.state().active() && i.jobId() != null).toList();
        if (recorded.isEmpty()) {
            return 0;
        }
        Map<String, String> statuses;
        try {
            // the local ingestion Flink is started now: it runs the resumed jobs anyway
            gateway.client();
            statuses = steps.statuses(recorded);
        } catch (GatewayException | ServiceException e) {
            LOG.warn("The ingestion gateway is not available; {} ingestion(s) stay as recorded: {}", recorded.size(),
                    e.getMessage());
            return recorded.size();
        }
        for (IngestionSummary i : recorded) {
            String status = statuses.get(i.jobId());
            if ("UNKNOWN".equals(status)) {
                LOG.warn("Ingestion {}: the status of job {} could not be read; left as it is", i.id(), i.jobId());
            } else if (status == null) {
                lost(i);
            }
        }
        return recorded.size();
    }

    private void lost(IngestionSummary i) {
        String target = IngestionJobs.target(i.id(), i.source());
        if (gateway.external()) {
            fail(i, target, "Job " + i.jobId() + " is not on the ingestion gateway any more. Restart the ingestion"
                    + (i.savepoint() == null ? " (it takes a new snapshot)" : " from its savepoint") + ", or delete it.", null);
            return;
        }
        Optional<RetainedCheckpoints.Checkpoint> checkpoint = gateway.localCheckpoints()
                .flatMap(dir -> RetainedCheckpoints.latest(dir, i.jobId()));
        String from = checkpoint.map(RetainedCheckpoints.Checkpoint::uri).orElse(i.savepoint());
        if (from == null) {
            fail(i, target, "Job " + i.jobId() + " ended when Freshet stopped and left no checkpoint or savepoint to"
                    + " resume from. Restart the ingestion to take a new snapshot, or delete it.", null);
            return;
        }
        String resumed = "Resumed after Freshet restarted, from " + checkpoint.map(c -> "checkpoint " + c.id()
                + " of job " + i.jobId()).orElse("savepoint " + from + " (job " + i.jobId() + " left no checkpoint)");
        try {
            IngestionPlans.Prepared p = as(i.createdBy(), () -> plans.prepareAgain(i));
            // the restore point is kept as the ingestion's savepoint: a failed resume can be restarted from it
            store.move(i.id(), IngestionState.FAILED, "", from, "Job " + i.jobId() + " ended when Freshet stopped");
            store.move(i.id(), IngestionState.CREATING, null, null, "Resuming from " + from);
            IngestionSummary running = as(i.createdBy(),
                    () -> steps.start(i.id(), p, from, AuditAction.INGESTION_RESTARTED));
            store.move(i.id(), IngestionState.RUNNING, null, null, resumed + "; running job " + running.jobId());
            audit.record(SYSTEM, AuditAction.INGESTION_RESTARTED, target, AuditLog.SUCCESS, resumed + " as job "
                    + running.jobId() + ", statements as " + i.createdBy());
            LOG.info("Ingestion {}: {} as job {}", i.id(), resumed, running.jobId());
        } catch (RuntimeException e) {
            String why = IngestionJobs.message(e);
            fail(store.find(i.id()).orElse(i), target, "Resuming after Freshet restarted from " + from + " failed: "
                    + why + " Fix the cause, then restart the ingestion (it resumes from there), or delete it.", from);
        }
    }

    /** @param restorePoint kept as the ingestion's savepoint for a later restart; null keeps the recorded one */
    private void fail(IngestionSummary i, String target, String message, String restorePoint) {
        IngestionState state = i.state();
        if (state.active() || state == IngestionState.CREATING || state == IngestionState.FAILED) {
            // a job that may still run keeps its id; a lost one is cleared
            store.move(i.id(), IngestionState.FAILED, state == IngestionState.FAILED ? null : "", restorePoint,
                    message);
        }
        audit.record(SYSTEM, AuditAction.INGESTION_RESTARTED, target, AuditLog.FAILURE, message);
        LOG.warn("Ingestion {}: {}", i.id(), message);
    }

    /** Background work has no user: the statements pass the policy of the ingestion's creator, as a backfill's do. */
    private static <T> T as(String user, java.util.function.Supplier<T> work) {
        SecurityContext previous = SecurityContextHolder.getContext();
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(new UsernamePasswordAuthenticationToken(user == null ? SYSTEM : user, null,
                List.of()));
        SecurityContextHolder.setContext(context);
        try {
            return work.get();
        } finally {
            SecurityContextHolder.setContext(previous);
        }
    }
}
