package io.freshet.backend.health;

import io.freshet.backend.freshness.CheckpointReading;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.gateway.flink.FlinkJob;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Tells whether a read of Flink's job list changed what the health model judges by: the state of a materialized
 * table's refresh job (one leaving RUNNING, one coming back, a new one, one gone), a restart Flink made of one, or
 * Flink becoming unreachable or reachable. The first read only sets the baseline. Called on the freshness monitor's
 * thread only, one read after another.
 */
final class JobListChange {

    private Map<String, String> last;

    /** True when this read differs from the previous one in any of the above. */
    boolean changed(FlinkJobsView view) {
        Map<String, String> now = signature(view);
        boolean changed = last != null && !last.equals(now);
        last = now;
        return changed;
    }

    /** Job id to its state and restart count, for the refresh jobs only; one entry for an unknown job list. */
    private static Map<String, String> signature(FlinkJobsView view) {
        Map<String, String> jobs = new TreeMap<>();
        if (!view.known()) {
            jobs.put("", "unknown: " + Objects.toString(view.problem(), ""));
            return jobs;
        }
        // the job name is Flink's own mark of a materialized table's job: the gateway names every refresh job so
        for (FlinkJob job : view.jobs().values()) {
            if (job.refresh().isPresent()) {
                long restarts = view.checkpoints(job.id()).map(CheckpointReading::restarts).orElse(0L);
                jobs.put(job.id(), job.state().name() + "/" + restarts);
            }
        }
        return jobs;
    }
}
