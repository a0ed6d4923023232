package io.freshet.backend.ingest.ingestions;

import io.freshet.gateway.flink.CheckpointCycle;
import io.freshet.ui.ingest.OdsLatency;
import java.time.Duration;

/**
 * Estimates an ingestion's commit-to-ODS delay from what its Flink job reports. A change reaches the ODS table's
 * readers when the Paimon sink commits the checkpoint that carried it: it waits from its commit until the source emits
 * it (the source's latest emit delay), then for the next checkpoint to start (on average half the interval, at worst
 * all of it), then for that checkpoint to complete (taken as long as the latest completed one). The Paimon commit
 * after the checkpoint and a reader's discovery of the new snapshot are left out: the benchmark measured them at tens
 * of milliseconds.
 */
final class OdsLatencyEstimate {

    private OdsLatencyEstimate() {
    }

    /**
     * @param emitLagSeconds the sources' latest commit-to-emit delay (Flink's {@code currentEmitEventTimeLag}, the
     *                       slowest source's); null when the sources emitted no change yet, counted as 0
     * @param cycle          the job's checkpoint interval and latest duration; null when not readable
     * @return null when the cycle is unknown
     */
    static OdsLatency of(Double emitLagSeconds, CheckpointCycle cycle) {
        if (cycle == null) {
            return null;
        }
        double emit = emitLagSeconds == null ? 0 : Math.max(0, emitLagSeconds);
        double interval = seconds(cycle.interval());
        double checkpoint = cycle.latestDuration() == null ? 0 : seconds(cycle.latestDuration());
        return new OdsLatency(emit + interval / 2 + checkpoint, emit + interval + checkpoint);
    }

    private static double seconds(Duration d) {
        return d.toMillis() / 1000.0;
    }
}
