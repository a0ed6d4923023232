package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.jobs.ClaimedJob;
import io.freshet.backend.jobs.JobHandler;
import io.freshet.backend.jobs.JobQueue;
import io.freshet.backend.policy.StatementGuard;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Runs claimed backfill jobs. When the application stops it lets every running backfill record where it is
 * and give its job back, after the worker stopped claiming, so a restart resumes it (see {@link BackfillRun}).
 */
@Component
public class BackfillRunner implements JobHandler, SmartLifecycle {

    public static final String KIND = "backfill";
    private static final long STOP_WAIT_MS = 30_000;

    private final BackfillContext context;
    private final JobQueue queue;
    private final Set<BackfillRun> active = ConcurrentHashMap.newKeySet();
    private final ObjectProvider<BackfillKick> kick;
    private volatile boolean running;

    BackfillRunner(BackfillStore store, BackfillQueries queries, Lakehouse lakehouse, LakehouseTables tables,
                   JobQueue queue, AuditLog audit, BackfillSettings settings, ObjectProvider<BackfillKick> kick,
                   StatementGuard guard, UserJobs owners) {
        this.context = new BackfillContext(store, queries, lakehouse, tables, queue, audit, settings,
                (gateway, user) -> new FlinkJobs(gateway, user, guard, owners));
        this.queue = queue;
        this.kick = kick;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public void run(ClaimedJob job) throws InterruptedException {
        BackfillRun run = new BackfillRun(Long.parseLong(job.payload()), job, context);
        if (!running) {
            queue.release(job);
            return;
        }
        active.add(run);
        try {
            run.run();
        } finally {
            synchronized (active) {
                active.remove(run);
                active.notifyAll();
            }
        }
    }

    /** Resumes backfills that an earlier stop of this or another instance left behind, without waiting for the poll. */
    @Override
    public void start() {
        running = true;
        kick.ifAvailable(BackfillKick::now);
    }

    @Override
    public void stop() {
        running = false;
        active.forEach(BackfillRun::interrupt);
        long deadline = System.currentTimeMillis() + STOP_WAIT_MS;
        synchronized (active) {
            while (!active.isEmpty() && System.currentTimeMillis() < deadline) {
                try {
                    active.wait(Math.max(1, deadline - System.currentTimeMillis()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** After the job worker (default phase), which stops claiming first. */
    @Override
    public int getPhase() {
        return SmartLifecycle.DEFAULT_PHASE - 1;
    }
}
