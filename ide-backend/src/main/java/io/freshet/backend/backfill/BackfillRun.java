package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobs.ClaimedJob;
import io.freshet.backend.jobs.JobQueue;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.BackfillSummary;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One claimed run of a backfill: refreshes its partitions step by step (a downstream step starts when the step
 * before has ended), at most {@code max_parallel} at once, watching their job states. On a cancel
 * request it stops running jobs and cancels the rest; on shutdown it leaves running refreshes as they are and
 * gives the job back; when claimed again it checks what became of the refreshes that were being submitted or
 * running (see {@link RestartCheck}).
 */
final class BackfillRun {

    private static final Logger LOG = LoggerFactory.getLogger(BackfillRun.class);

    private final long id;
    private final ClaimedJob job;
    private final BackfillStore store;
    private final BackfillQueries queries;
    private final Lakehouse lakehouse;
    private final JobQueue queue;
    private final AuditLog audit;
    private final BackfillSettings settings;
    private final BiFunction<GatewayClient, String, FlinkJobs> connect;
    private final BackfillContext context;
    private final JobOutcomes outcomes;
    private final BackfillCancel cancel;
    private volatile boolean interrupted;

    BackfillRun(long id, ClaimedJob job, BackfillContext context) {
        this.id = id;
        this.job = job;
        this.store = context.store();
        this.queries = context.queries();
        this.lakehouse = context.lakehouse();
        this.queue = context.queue();
        this.audit = context.audit();
        this.settings = context.settings();
        this.connect = context.connect();
        this.context = context;
        this.outcomes = new JobOutcomes(context);
        this.cancel = new BackfillCancel(id, context);
    }

    /** Asks the run to stop at its next step and give its job back. */
    void interrupt() {
        interrupted = true;
    }

    void run() throws InterruptedException {
        Optional<BackfillSummary> found = queries.summary(id);
        if (found.isEmpty() || found.get().state().isFinal()) {
            return;
        }
        BackfillState state = found.get().state();
        FlinkJobs opened = open(found.get().createdBy());
        if (opened == null) {
            giveBack(state);
            return;
        }
        try (FlinkJobs jobs = opened) {
            if (state == BackfillState.PENDING && !store.move(id, state, BackfillState.RUNNING, "")) {
                return; // cancelled between the claim and now
            }
            RestartCheck.recover(id, jobs, context);
            while (true) {
                if (interrupted) {
                    giveBack(currentState());
                    return;
                }
                try {
                    if (step(jobs)) {
                        return;
                    }
                } catch (RuntimeException e) {
                    // the gateway or database may be back next round; the running jobs go on meanwhile
                    LOG.warn("Backfill {}: a round failed, trying again", id, e);
                    store.message(id, "Trying again after an error: " + message(e));
                }
                Thread.sleep(settings.pollInterval().toMillis());
            }
        } catch (InterruptedException e) {
            giveBack(currentState());
            throw e;
        }
    }

    /** One round: reads job states, acts on a cancel request, starts refreshes; true once the backfill ended. */
    private boolean step(FlinkJobs jobs) {
        List<PartitionRun> partitions = queries.partitions(id);
        if (partitions.stream().anyMatch(p -> p.state() == PartitionState.SUBMITTING)) {
            // left by a round whose record of a submitted job failed, or by a recovery that failed
            RestartCheck.resolveSubmits(id, context);
            partitions = queries.partitions(id);
        }
        if (outcomes.record(jobs, partitions)) {
            partitions = queries.partitions(id);
        }
        if (queries.cancelRequested(id)) {
            return cancel.step(jobs, partitions, currentState());
        }
        Optional<Integer> current = partitions.stream().filter(p -> !p.state().isFinal()).map(PartitionRun::step)
                .min(Integer::compare);
        if (current.isEmpty()) {
            finish(partitions);
            return true;
        }
        int step = current.get();
        boolean upstreamFailed = partitions.stream().anyMatch(p -> p.step() < step && p.state() != PartitionState.SUCCEEDED);
        long running = partitions.stream().filter(p -> p.state().isActive()).count();
        for (PartitionRun p : partitions) {
            if (p.step() != step || p.state() != PartitionState.PENDING) {
                continue;
            }
            if (upstreamFailed) {
                store.finish(p.id(), PartitionState.PENDING, PartitionState.CANCELLED,
                        "Not run: a refresh of an upstream table did not succeed.", null);
            } else if (running < queries.maxParallel(id)) {
                submit(jobs, p);
                running++;
            }
        }
        return false;
    }

    /**
     * SUBMITTING is recorded before the statement goes to Flink: if this instance dies before the job id is
     * recorded, the next run looks for the job instead of refreshing the partition twice.
     */
    private void submit(FlinkJobs jobs, PartitionRun p) {
        if (!store.submitting(p.id())) {
            return; // cancelled meanwhile
        }
        String jobId;
        try {
            jobId = jobs.submit(p.statement());
        } catch (GatewayException e) {
            store.finish(p.id(), PartitionState.SUBMITTING, PartitionState.FAILED, e.userMessage(), null);
            return;
        } catch (RuntimeException e) {
            LOG.warn("Submitting a refresh of backfill {} failed", id, e);
            store.finish(p.id(), PartitionState.SUBMITTING, PartitionState.FAILED,
                    "The refresh could not be submitted: " + e.getMessage(), null);
            return;
        }
        // should this write fail, the refresh stays SUBMITTING and the next round finds its job
        store.started(p.id(), PartitionState.SUBMITTING, jobId, null);
    }

    private void finish(List<PartitionRun> partitions) {
        long failed = partitions.stream().filter(p -> p.state() != PartitionState.SUCCEEDED).count();
        BackfillState end = failed == 0 ? BackfillState.SUCCEEDED : BackfillState.FAILED;
        store.move(id, BackfillState.RUNNING, end, failed == 0 ? "" : failed + " of " + partitions.size()
                + " refreshes did not succeed; retry runs them again.");
        audit.record("system", AuditAction.BACKFILL_FINISHED, target(), failed == 0 ? AuditLog.SUCCESS : AuditLog.FAILURE,
                end.name());
    }

    /** Leaves running refreshes as they are, marks the backfill as waiting to resume, and gives the job back. */
    private void giveBack(BackfillState state) {
        if (state == BackfillState.RUNNING || state == BackfillState.CANCELLING) {
            store.move(id, state, BackfillState.PENDING,
                    "Interrupted: Freshet stopped while this backfill ran; it resumes when Freshet runs again.");
        }
        queue.release(job);
    }

    /** A session on the gateway once it is ready; null when interrupted first. */
    private FlinkJobs open(String user) throws InterruptedException {
        while (!interrupted) {
            Optional<GatewayClient> gateway = lakehouse.gateway();
            if (gateway.isPresent()) {
                try {
                    return connect.apply(gateway.get(), user);
                } catch (RuntimeException e) {
                    LOG.warn("Backfill {}: no session on the gateway yet", id, e);
                    store.message(id, "Waiting for the Flink SQL Gateway: " + message(e));
                }
            }
            Thread.sleep(settings.pollInterval().toMillis());
        }
        return null;
    }

    private BackfillState currentState() {
        return queries.summary(id).map(BackfillSummary::state).orElse(BackfillState.CANCELLED);
    }

    private static String message(RuntimeException e) {
        return e instanceof GatewayException g ? g.userMessage() : String.valueOf(e.getMessage());
    }

    private String target() {
        return "backfill " + id;
    }
}
