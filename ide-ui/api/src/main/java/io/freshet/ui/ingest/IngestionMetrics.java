package io.freshet.ui.ingest;

import java.util.Map;

/**
 * How fast, how far behind and how steady an ingestion is, as the Ingestions page shows it.
 *
 * @param rowsPerSecond the job's sources' emitted rows per second, summed; null when Flink's metrics are not readable
 * @param lagBytes      per replication slot, the WAL the source wrote that the slot has not confirmed (PostgreSQL)
 * @param restarts      how often Flink restarted the job after a failure; null when not readable
 * @param lastFailure   the latest failure's cause in one line when the job restarted; null otherwise
 * @param lagSeconds    how old the last change the sources emitted was when they emitted it (Flink's
 *                      {@code currentEmitEventTimeLag}, the largest over the sources); null when not readable
 * @param slotBytes     per replication slot, the WAL PostgreSQL keeps for it (from its restart LSN): its size on disk
 * @param odsLatency    the estimated commit-to-ODS delay of a change committed now; null when not readable
 */
public record IngestionMetrics(long id, Double rowsPerSecond, Map<String, Long> lagBytes, Long restarts,
        String lastFailure, Double lagSeconds, Map<String, Long> slotBytes, OdsLatency odsLatency) {

    public IngestionMetrics {
        lagBytes = Map.copyOf(lagBytes);
        slotBytes = Map.copyOf(slotBytes);
    }

    /** Figures without the lag in seconds and slot sizes. */
    public IngestionMetrics(long id, Double rowsPerSecond, Map<String, Long> lagBytes, Long restarts,
            String lastFailure) {
        this(id, rowsPerSecond, lagBytes, restarts, lastFailure, null, Map.of(), null);
    }
}
