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
import java.util.Set;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One claimed run of a backfill: refreshes its partitions step by step (a downstream step starts when the step
 * before has ended), at most {@code max_parallel} at once (submitted side by side, see {@link Submissions}),
 * watching their job states. On a cancel request it stops running jobs and cancels the rest; on shutdown it leaves
 * running refreshes as they are and gives the job back; when claimed again it checks what became of the refreshes
 * that were being submitted or running (see {@link RestartCheck}).
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
        boolean ended;
        // the submits under way record their answers (Submissions closes first) before the job is given back
        try (FlinkJobs jobs = opened; Submissions submissions = new Submissions(id, jobs::submit, store)) {
            ended = rounds(state, jobs, submissions);
        } catch (InterruptedException e) {
            giveBack(currentState());
            throw e;
        }
        if (!ended) {
            giveBack(currentState());
        }
    }

    /** Runs rounds until the backfill ended (true) or the run was interrupted (false). */
    private boolean rounds(BackfillState state, FlinkJobs jobs, Submissions submissions) throws InterruptedException {
        if (state == BackfillState.PENDING && !store.move(id, state, BackfillState.RUNNING, "")) {
            return true; // cancelled between the claim and now
        }
        RestartCheck.recover(id, jobs, context);
        while (!interrupted) {
            try {
                if (step(jobs, submissions)) {
                    return true;
                }
            } catch (RuntimeException e) {
                // the gateway or database may be back next round; the running jobs go on meanwhile
                LOG.warn("Backfill {}: a round failed, trying again", id, e);
                store.message(id, "Trying again after an error: " + message(e));
            }
            submissions.await(settings.pollInterval());
        }
        return false;
    }

    /** One round: reads job states, acts on a cancel request, starts refreshes; true once the backfill ended. */
    private boolean step(FlinkJobs jobs, Submissions submissions) {
        // read before the partitions: a submit that ends in between has recorded its answer already
        Set<Long> underWay = submissions.underWay();
        List<PartitionRun> partitions = queries.partitions(id);
        if (partitions.stream().anyMatch(p -> p.state() == PartitionState.SUBMITTING && !underWay.contains(p.id()))) {
            // left by a submit whose answer could not be recorded, or by a recovery that failed
            RestartCheck.resolveSubmits(id, underWay, context);
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
        int maxParallel = queries.maxParallel(id);
        for (PartitionRun p : partitions) {
            if (p.step() != step || p.state() != PartitionState.PENDING) {
                continue;
            }
            if (upstreamFailed) {
                store.finish(p.id(), PartitionState.PENDING, PartitionState.CANCELLED,
                        "Not run: a refresh of an upstream table did not succeed.", null);
            } else if (running < maxParallel && submissions.start(p)) {
                running++;
            }
        }
        return false;
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
