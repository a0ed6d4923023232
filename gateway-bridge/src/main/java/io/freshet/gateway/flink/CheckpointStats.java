package io.freshet.gateway.flink;

import java.time.Instant;

/**
 * A job's checkpoint statistics ({@code GET /jobs/:id/checkpoints}), reduced to what tells how current its
 * committed data is: a sink such as Paimon commits on each completed checkpoint.
 *
 * @param latestCompleted when the latest completed checkpoint was acknowledged by all tasks; null when none
 *                        completed yet
 * @param latestFailed    when the latest failed checkpoint failed; null when none failed
 * @param latestFailure   why it failed, as Flink says it; null when none failed
 */
public record CheckpointStats(long completed, long failed, long inProgress, Instant latestCompleted,
                              Instant latestFailed, String latestFailure) {

    /** A failure happened after the latest completed checkpoint: the checkpoints are failing now. */
    public boolean failingSinceLatestCompleted() {
        return latestFailed != null && (latestCompleted == null || latestFailed.isAfter(latestCompleted));
    }
}
