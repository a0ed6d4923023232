package io.freshet.gateway.flink;

import java.time.Duration;
import java.util.Objects;

/**
 * How a job's checkpoints come ({@code GET /jobs/:id/checkpoints/config} and {@code .../checkpoints}): a sink such as
 * Paimon commits what it received when a checkpoint completes, so a record waits for the next checkpoint to start and
 * then for that checkpoint to complete.
 *
 * @param interval       the configured time between two checkpoints
 * @param latestDuration how long the latest completed checkpoint took, trigger to the last acknowledgement (Flink's
 *                       {@code end_to_end_duration}); null when none completed yet
 */
public record CheckpointCycle(Duration interval, Duration latestDuration) {

    public CheckpointCycle {
        Objects.requireNonNull(interval, "interval");
    }
}
