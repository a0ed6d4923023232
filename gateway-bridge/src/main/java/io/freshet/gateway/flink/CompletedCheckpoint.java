package io.freshet.gateway.flink;

import java.time.Duration;
import java.time.Instant;

/**
 * One completed checkpoint of a job's recent history ({@code GET /jobs/:id/checkpoints}, {@code history}): a Paimon
 * sink's commit of it carries its id as the snapshot's commit identifier.
 *
 * @param triggered    when the JobManager triggered it
 * @param acknowledged when the last task acknowledged it
 */
public record CompletedCheckpoint(long id, Instant triggered, Instant acknowledged) {

    public Duration duration() {
        return Duration.between(triggered, acknowledged);
    }
}
