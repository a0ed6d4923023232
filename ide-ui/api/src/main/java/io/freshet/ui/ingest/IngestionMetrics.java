package io.freshet.ui.ingest;

import java.util.Map;

/**
 * How fast and how far behind an ingestion is, as the Ingestions page shows it.
 *
 * @param rowsPerSecond the job's sources' emitted rows per second, summed; null when Flink's metrics are not readable
 * @param lagBytes      per replication slot, the WAL the source wrote that the slot has not confirmed (PostgreSQL)
 */
public record IngestionMetrics(long id, Double rowsPerSecond, Map<String, Long> lagBytes) {

    public IngestionMetrics {
        lagBytes = Map.copyOf(lagBytes);
    }
}
