package io.freshet.ui.ingest;

import java.util.Map;

/**
 * How fast, how far behind and how steady an ingestion is, as the Ingestions page shows it.
 *
 * @param rowsPerSecond the job's sources' emitted rows per second, summed; null when Flink's metrics are not readable
 * @param lagBytes      per replication slot, the WAL the source wrote that the slot has not confirmed (PostgreSQL)
 * @param restarts      how often Flink restarted the job after a failure; null when not readable
 * @param lastFailure   the latest failure's cause in one line when the job restarted; null otherwise
 */
public record IngestionMetrics(long id, Double rowsPerSecond, Map<String, Long> lagBytes, Long restarts,
        String lastFailure) {

    public IngestionMetrics {
        lagBytes = Map.copyOf(lagBytes);
    }
}
