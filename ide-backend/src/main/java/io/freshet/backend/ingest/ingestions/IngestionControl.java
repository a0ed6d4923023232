package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.backend.ingest.sources.SlotCleaner;
import io.freshet.backend.ingest.sources.SourceStore;
import io.freshet.gateway.embedded.RetainedCheckpoints;
import io.freshet.gateway.jobs.ListedJob;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * Control of an ingestion's Flink jobs found by their name in the ingestion Flink's job list, not only by the job id
 * Freshet recorded: a job left by a failed stop, a restart of Freshet or a race is found and ended too. Stop falls
 * back to cancelling when no savepoint can be taken; delete ends every job before it drops slots and publications.
 */
@Component
class IngestionControl {

    /** Flink's job states after which a job runs no more. */
    static final Set<String> ENDED = Set.of("FINISHED", "CANCELED", "FAILED");

    /** How long a delete watches that what it dropped stays gone. */
    static final java.time.Duration VERIFY = java.time.Duration.ofSeconds(5);
    private static final java.time.Duration VERIFY_PAUSE = java.time.Duration.ofMillis(1000);

    private final IngestionStore store;
    private final SourceStore sources;
    private final IngestionSteps steps;
    private final IngestGatewayConnection gateway;
    private final AuditLog audit;
    private final JobEnding ending;

    @org.springframework.beans.factory.annotation.Autowired
    IngestionControl(IngestionStore store, SourceStore sources, IngestionSteps steps, IngestGatewayConnection gateway,
            AuditLog audit) {
        this(store, sources, steps, gateway, audit, JobEnding.DEFAULT);
    }

    IngestionControl(IngestionStore store, SourceStore sources, IngestionSteps steps, IngestGatewayConnection gateway,
            AuditLog audit, JobEnding ending) {
        this.store = store;
        this.sources = sources;
        this.steps = steps;
        this.gateway = gateway;
        this.audit = audit;
        this.ending = ending;
    }

    /** The ingestion's jobs that have not ended, by their name. */
    static List<ListedJob> live(List<ListedJob> all, IngestionSummary i) {
        String name = IngestionPlanner.jobName(i.source(), i.schema());
        return all.stream().filter(j -> name.equals(j.name()) || j.id().equals(i.jobId()))
                .filter(j -> j.status() == null || !ENDED.contains(j.status())).toList();
    }

    /**
     * Stops the ingestion's job with a savepoint; when that fails, or more than one job of it lives, cancels every
     * one and keeps the latest retained checkpoint as the restore point. STOPPED, or FAILED naming the jobs left.
     */
    IngestionSummary stop(IngestionSummary i) {
        if (i.state() == IngestionState.FAILED) {
            // a failed start or stop may have left a job: end it, so that a restart is possible
            endAll(i);
            return store.move(i.id(), IngestionState.FAILED, "", null, "No job of it runs any more; restart or"
                    + " delete it.");
        }
        if (!i.state().active()) {
            throw new ServiceException("Ingestion " + i.id() + " is " + i.state() + ", not running.");
        }
        String target = IngestionJobs.target(i.id(), i.source());
        store.move(i.id(), IngestionState.STOPPING, null, null, "Stopping job " + i.jobId() + " with a savepoint");
        try (IngestionJobs jobs = steps.open()) {
            List<ListedJob> live = live(jobs.list(), i);
            String savepoint = null;
            String why;
            if (live.size() == 1 && "RUNNING".equals(live.get(0).status())) {
                try {
                    savepoint = jobs.stopWithSavepoint(live.get(0).id());
                    why = null;
                } catch (RuntimeException e) {
                    why = IngestionJobs.message(e);
                }
            } else {
                why = live.isEmpty() ? "no job of it runs" : live.size() == 1 ? "its job is "
                        + live.get(0).status() : live.size() + " jobs of it live";
            }
            ending.endAll(jobs, i);
            if (savepoint != null) {
                audit.record(AuditAction.INGESTION_STOPPED, target, AuditLog.SUCCESS, "job " + live.get(0).id()
                        + " savepoint " + savepoint);
                return store.move(i.id(), IngestionState.STOPPED, "", savepoint, "Stopped with savepoint " + savepoint);
            }
            Optional<RetainedCheckpoints.Checkpoint> checkpoint = live.stream().map(ListedJob::id)
                    .flatMap(id -> gateway.localCheckpoints().flatMap(dir -> RetainedCheckpoints.latest(dir, id))
                            .stream()).max(java.util.Comparator.comparingLong(RetainedCheckpoints.Checkpoint::id));
            String from = checkpoint.map(RetainedCheckpoints.Checkpoint::uri).orElse("");
            String message = "Stopped by cancelling, since no savepoint could be taken (" + why + "). "
                    + (from.isEmpty() ? "A restart reads the tables anew." : "A restart resumes from checkpoint "
                    + checkpoint.get().id() + ".");
            audit.record(AuditAction.INGESTION_STOPPED, target, AuditLog.SUCCESS, message);
            return store.move(i.id(), IngestionState.STOPPED, "", from, message);
        } catch (RuntimeException e) {
            String why = IngestionJobs.message(e);
            store.move(i.id(), IngestionState.FAILED, null, null, "Stopping failed: " + why);
            audit.record(AuditAction.INGESTION_STOPPED, target, AuditLog.FAILURE, why);
            throw new ServiceException("Ingestion " + i.id() + " was not stopped: " + why, e);
        }
    }

    /**
     * Ends every job, then drops the slots and publications and checks for a while that they stay gone and that no
     * job of the ingestion appears again (a job can re-create them only while it lives); DELETED, or FAILED saying
     * what is left.
     */
    void delete(IngestionSummary i) {
        String target = IngestionJobs.target(i.id(), i.source());
        try {
            endAll(i);
        } catch (RuntimeException e) {
            audit.record(AuditAction.INGESTION_DELETED, target, AuditLog.FAILURE, IngestionJobs.message(e));
            throw new ServiceException("Ingestion " + i.id() + " was not deleted: " + IngestionJobs.message(e), e);
        }
        List<String> problems = sources.find(i.source()).map(s -> SlotCleaner.drop(s.definition(), i.slots()))
                .orElse(i.slots().isEmpty() ? List.of() : List.of("The source " + i.source() + " is gone: drop the"
                        + " replication slots and publications " + String.join(", ", i.slots()) + " in its database."));
        if (problems.isEmpty() && !i.slots().isEmpty()) {
            problems = sources.find(i.source()).map(s -> verifyGone(s.definition(), i)).orElse(List.of());
        }
        if (!problems.isEmpty()) {
            // a STOPPED ingestion stays STOPPED (it cannot fail), with what is left in its message
            store.move(i.id(), i.state().canMoveTo(IngestionState.FAILED) ? IngestionState.FAILED : i.state(), "",
                    null, "Deleting left things behind: " + String.join(" ", problems));
            audit.record(AuditAction.INGESTION_DELETED, target, AuditLog.FAILURE, String.join(" ", problems));
            throw new ServiceException("Ingestion " + i.id() + " was stopped, but " + String.join(" ", problems));
        }
        if (i.state() == IngestionState.STOPPING) {
            store.move(i.id(), IngestionState.FAILED, "", null, "Deleting");
        }
        store.move(i.id(), IngestionState.DELETED, "", null, "Deleted; the tables in " + i.targetDatabase() + " stay");
        audit.record(AuditAction.INGESTION_DELETED, target, AuditLog.SUCCESS, "jobs ended; slots and publications"
                + " dropped: " + String.join(", ", i.slots()));
    }

    /** Looks a few times over {@link #VERIFY} that neither a job nor a slot or publication of the ingestion is back. */
    private List<String> verifyGone(io.freshet.ui.ingest.SourceDefinition source, IngestionSummary i) {
        long deadline = System.nanoTime() + VERIFY.toNanos();
        do {
            try {
                List<String> back = SlotCleaner.remaining(source, i.slots());
                if (!back.isEmpty()) {
                    return List.of("these came back after they were dropped: " + String.join(", ", back)
                            + ". A job of the ingestion may still run somewhere: see the ingestion Flink's jobs on the"
                            + " Status page, then delete the ingestion again.");
                }
            } catch (java.sql.SQLException e) {
                return List.of("Freshet could not check that the slots stay dropped: " + e.getMessage());
            }
            if (gateway.clientIfRunning().isPresent()) {
                try (IngestionJobs jobs = steps.open()) {
                    List<ListedJob> live = live(jobs.list(), i);
                    if (!live.isEmpty()) {
                        return List.of("job " + live.get(0).id() + " of it is " + live.get(0).status() + " again.");
                    }
                }
            }
            pause(VERIFY_PAUSE);
        } while (System.nanoTime() < deadline);
        return List.of();
    }

    private static void pause(java.time.Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Refuses while a job of the ingestion lives: a second job would fight it over the replication slots. */
    void requireNoLiveJob(IngestionSummary i) {
        if (gateway.clientIfRunning().isEmpty()) {
            return;
        }
        try (IngestionJobs jobs = steps.open()) {
            List<ListedJob> live = live(jobs.list(), i);
            if (!live.isEmpty()) {
                throw new ServiceException("Ingestion " + i.id() + " still has a job in the ingestion Flink ("
                        + String.join(", ", live.stream().map(j -> j.id() + " " + j.status()).toList())
                        + "): stop it first, so that no two jobs read its replication slots.");
            }
        }
    }

    /** Ends every job of the ingestion (when the ingestion Flink runs); throws when one stays. */
    void endAll(IngestionSummary i) {
        if (gateway.clientIfRunning().isEmpty()) {
            return;
        }
        try (IngestionJobs jobs = steps.open()) {
            ending.endAll(jobs, i);
        }
    }
}
