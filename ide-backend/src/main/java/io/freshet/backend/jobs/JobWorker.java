package io.freshet.backend.jobs;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import jakarta.annotation.PreDestroy;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * This instance's worker: reclaims expired leases, claims pending jobs and runs them, renewing each lease
 * meanwhile. It stops claiming when the application begins to stop, before the handlers are stopped, so a
 * handler that gives its job back on shutdown is not handed it again.
 */
@Component
public class JobWorker implements SmartLifecycle {

    private static final Logger LOG = LoggerFactory.getLogger(JobWorker.class);

    private final JobQueue queue;
    private final AuditLog audit;
    private final Map<String, JobHandler> handlers;
    private final String owner;
    private final Duration lease;
    /** A third of the lease: two renewals in a row may fail (slow database) before the lease runs out. */
    private final Duration renewEvery;
    private volatile boolean claiming = true;
    private final ScheduledExecutorService renewer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "job-lease-renewer");
        t.setDaemon(true);
        return t;
    });

    public JobWorker(JobQueue queue, AuditLog audit, List<JobHandler> handlers) {
        this(queue, audit, handlers, JobQueue.DEFAULT_LEASE);
    }

    /**
     * @param lease how long a claim holds without renewal: after a crash, this long passes before another instance
     *     (or this one, restarted) takes the job over
     */
    @Autowired
    public JobWorker(JobQueue queue, AuditLog audit, List<JobHandler> handlers,
            @Value("${freshet.jobs.lease:PT5M}") Duration lease) {
        if (lease.toSeconds() < 3) {
            throw new IllegalArgumentException("freshet.jobs.lease must be at least 3 seconds, not " + lease);
        }
        this.lease = lease;
        this.renewEvery = lease.dividedBy(3);
        this.queue = queue;
        this.audit = audit;
        this.handlers = handlers.stream().collect(Collectors.toMap(JobHandler::kind, Function.identity()));
        this.owner = "freshet-" + ProcessHandle.current().pid() + "-" + UUID.randomUUID();
    }

    /** Runs every job it can claim now; returns how many this instance ran. */
    @Scheduled(fixedDelayString = "${freshet.jobs.poll-interval-ms:5000}")
    public int runPending() {
        // jobs of crashed instances first, so they can be claimed again in this same poll
        int reclaimed = queue.reclaimExpired();
        if (reclaimed > 0) {
            audit.record("system", AuditAction.JOB_RECLAIMED, "job", AuditLog.SUCCESS,
                    reclaimed + " job(s) with an expired lease back to PENDING, by " + owner);
        }
        int ran = 0;
        var next = claiming ? queue.claimNext(owner, lease) : java.util.Optional.<ClaimedJob>empty();
        while (next.isPresent()) {
            run(next.get());
            ran++;
            next = claiming ? queue.claimNext(owner, lease) : java.util.Optional.<ClaimedJob>empty();
        }
        return ran;
    }

    @Override
    public void start() {
        claiming = true;
    }

    @Override
    public void stop() {
        claiming = false;
    }

    @Override
    public boolean isRunning() {
        return claiming;
    }

    @PreDestroy
    void stopRenewer() {
        renewer.shutdownNow();
    }

    public String owner() {
        return owner;
    }

    private void run(ClaimedJob job) {
        audit.record("system", AuditAction.JOB_CLAIMED, job.key(), AuditLog.SUCCESS, "owner " + owner);
        JobHandler handler = handlers.get(job.kind());
        ScheduledFuture<?> renewal = renewer.scheduleAtFixedRate(() -> renew(job),
                renewEvery.toMillis(), renewEvery.toMillis(), TimeUnit.MILLISECONDS);
        try {
            if (handler == null) {
                throw new IllegalStateException("no handler for job kind " + job.kind());
            }
            handler.run(job);
            queue.finish(job, JobState.DONE);
        } catch (Exception e) {
            LOG.warn("Job {} failed", job.key(), e);
            queue.finish(job, JobState.FAILED);
        } finally {
            renewal.cancel(false);
        }
    }

    private void renew(ClaimedJob job) {
        try {
            if (!queue.renew(job, lease)) {
                // the handler cannot be stopped safely; its finish() will change nothing, the new owner's wins
                LOG.warn("Job {} lost its lease; another instance may run it again", job.key());
            }
        } catch (RuntimeException e) {
            // an exception would cancel the periodic renewal; the next one may succeed before the lease ends
            LOG.warn("Renewing the lease of job {} failed", job.key(), e);
        }
    }
}
