package io.freshet.backend.ingest.ingestions;

import io.freshet.gateway.jobs.ListedJob;
import io.freshet.ui.common.ServiceException;
import java.time.Duration;
import java.util.List;

/**
 * Cancels every live job of an ingestion and waits until Flink's job list says each has ended: a cancel is only asked
 * for, and a job still cancelling holds its replication slots.
 *
 * @param patience how long the jobs may take to end
 * @param pause    between looks at the job list
 */
record JobEnding(Duration patience, Duration pause) {

    static final JobEnding DEFAULT = new JobEnding(Duration.ofSeconds(60), Duration.ofMillis(500));

    void endAll(IngestionJobs jobs, io.freshet.ui.ingest.IngestionSummary i) {
        long deadline = System.nanoTime() + patience.toNanos();
        List<ListedJob> live = IngestionControl.live(jobs.list(), i);
        for (ListedJob job : live) {
            if (!"CANCELLING".equals(job.status())) {
                try {
                    jobs.cancel(job.id());
                } catch (RuntimeException e) {
                    // it may have ended meanwhile: the job list below says whether it lives
                }
            }
        }
        while (!live.isEmpty()) {
            if (System.nanoTime() > deadline) {
                throw new ServiceException("Flink's job(s) " + String.join(", ", live.stream().map(j -> j.id() + " ("
                        + j.status() + ")").toList()) + " of ingestion " + i.id() + " did not end within "
                        + patience.toSeconds() + " s; cancel them in the ingestion Flink (Status page).");
            }
            try {
                Thread.sleep(pause.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ServiceException("Interrupted while ingestion " + i.id() + "'s jobs were ending.", e);
            }
            live = IngestionControl.live(jobs.list(), i);
        }
    }
}
