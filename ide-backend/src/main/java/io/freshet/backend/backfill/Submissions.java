package io.freshet.backend.backfill;

import io.freshet.gateway.GatewayException;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The refreshes of one backfill run being submitted, each on a thread and a gateway session of its own: the gateway
 * plans a refresh's whole definition query before it answers, and one submit after another would leave the
 * cluster's free slots idle meanwhile. The run's loop is woken when a submit ends.
 */
final class Submissions implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Submissions.class);
    /**
     * How long a stop waits for the submits under way to be answered: shorter than {@link BackfillRunner}'s wait for
     * its runs (30 s), so that a stopped run still gives its job back after it.
     */
    private static final Duration DRAIN = Duration.ofSeconds(20);

    private final long id;
    private final Function<String, String> submitter;
    private final BackfillStore store;
    private final ExecutorService threads;
    private final Set<Long> underWay = ConcurrentHashMap.newKeySet();
    private final Object ended = new Object();
    private boolean endedSinceWait;

    /** {@code submitter} submits a refresh statement and answers its job's id (see {@link FlinkJobs#submit}). */
    Submissions(long id, Function<String, String> submitter, BackfillStore store) {
        this.id = id;
        this.submitter = submitter;
        this.store = store;
        AtomicInteger count = new AtomicInteger();
        this.threads = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "freshet-backfill-" + id + "-submit-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Records the refresh SUBMITTING, then submits it on another thread. SUBMITTING comes first: if this instance
     * dies before the job id is recorded, the next run looks for the job instead of refreshing the partition twice.
     * False when the refresh was cancelled meanwhile.
     */
    boolean start(PartitionRun p) {
        if (!store.submitting(p.id())) {
            return false;
        }
        underWay.add(p.id());
        threads.execute(() -> {
            try {
                submit(p);
            } catch (RuntimeException e) {
                LOG.warn("Backfill {}: the answer to a submit could not be recorded; a later round looks for its job",
                        id, e);
            } finally {
                underWay.remove(p.id());
                synchronized (ended) {
                    endedSinceWait = true;
                    ended.notifyAll();
                }
            }
        });
        return true;
    }

    /** The partitions whose submit is under way now: their SUBMITTING state is not a leftover. */
    Set<Long> underWay() {
        return Set.copyOf(underWay);
    }

    /** Waits for the poll interval, or less when a submit ends first. */
    void await(Duration poll) throws InterruptedException {
        long deadline = System.nanoTime() + poll.toNanos();
        synchronized (ended) {
            long left = poll.toNanos();
            while (!endedSinceWait && left > 0) {
                TimeUnit.NANOSECONDS.timedWait(ended, left);
                left = deadline - System.nanoTime();
            }
            endedSinceWait = false;
        }
    }

    private void submit(PartitionRun p) {
        String jobId;
        try {
            jobId = submitter.apply(p.statement());
        } catch (GatewayException e) {
            store.finish(p.id(), PartitionState.SUBMITTING, PartitionState.FAILED, e.userMessage(), null);
            return;
        } catch (RuntimeException e) {
            LOG.warn("Submitting a refresh of backfill {} failed", id, e);
            store.finish(p.id(), PartitionState.SUBMITTING, PartitionState.FAILED,
                    "The refresh could not be submitted: " + e.getMessage(), null);
            return;
        }
        // should this write fail, the refresh stays SUBMITTING and a later round finds its job
        store.started(p.id(), PartitionState.SUBMITTING, jobId, null);
    }

    /** Lets the submits under way record their answers, so a stopped run leaves no SUBMITTING behind it can avoid. */
    @Override
    public void close() {
        threads.shutdown();
        try {
            if (!threads.awaitTermination(DRAIN.toSeconds(), TimeUnit.SECONDS)) {
                LOG.warn("Backfill {}: {} submit(s) still under way at stop; the next run looks for their jobs", id,
                        underWay.size());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
