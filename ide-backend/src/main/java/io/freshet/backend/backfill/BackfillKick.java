package io.freshet.backend.backfill;

import io.freshet.backend.jobs.JobWorker;
import jakarta.annotation.PreDestroy;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Runs the job worker at once instead of at its next poll, so a backfill starts within a moment of the click,
 * and an interrupted one resumes as soon as this instance starts. Each kick runs in its own daemon thread:
 * a backfill occupies its thread for as long as it runs.
 */
@Component
class BackfillKick {

    private static final Logger LOG = LoggerFactory.getLogger(BackfillKick.class);

    private final JobWorker worker;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "backfill-runner");
        t.setDaemon(true);
        return t;
    });

    BackfillKick(JobWorker worker) {
        this.worker = worker;
    }

    void now() {
        threads.execute(() -> {
            try {
                worker.runPending();
            } catch (RuntimeException e) {
                LOG.warn("Running pending jobs failed", e);
            }
        });
    }

    @PreDestroy
    void stop() {
        threads.shutdown();
    }
}
