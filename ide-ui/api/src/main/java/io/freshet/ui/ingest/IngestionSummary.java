package io.freshet.ui.ingest;

import java.time.Instant;
import java.util.List;

/**
 * One ingestion as the Ingestion page lists it.
 *
 * @param jobId     the Flink job of the ingestion gateway; null before it starts or after it ended
 * @param jobStatus Flink's status of that job as the ingestion gateway reports it now, or empty when unknown
 * @param savepoint the savepoint of the last stop, from which a restart resumes; null when there is none
 * @param message   what happened last (why it failed, what is left behind)
 */
public record IngestionSummary(long id, String source, String schema, List<String> tables, String targetDatabase,
                               IngestionMode mode, IngestionState state, String jobId, String jobStatus,
                               String savepoint, List<String> slots, String message, String createdBy,
                               Instant updatedAt) {

    public IngestionSummary {
        tables = List.copyOf(tables);
        slots = List.copyOf(slots);
    }
}
