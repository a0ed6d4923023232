package io.freshet.backend.ingest.ingestions;

/**
 * Published after a look at the ingestion Flink's jobs moved ingestions to another state (a job failing, restarting
 * or running again), so that whoever judges from the recorded states (the health model) need not wait for its cycle.
 *
 * @param count how many ingestions moved in that look
 */
public record IngestionStatesMoved(int count) {
}
