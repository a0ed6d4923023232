package io.freshet.ui.ingest;

import java.time.Instant;

/**
 * One job of the ingestion Flink, as the Status page lists it for an administrator.
 *
 * @param ingestion the ingestion whose job it is by its name, null when no ingestion claims it
 * @param started   when Flink started it, null when unknown
 */
public record IngestionJob(String jobId, String name, String status, Long ingestion, Instant started) {
}
