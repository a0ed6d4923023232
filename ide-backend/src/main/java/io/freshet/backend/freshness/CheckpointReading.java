package io.freshet.backend.freshness;

import io.freshet.gateway.flink.CheckpointStats;
import java.time.Instant;

/**
 * One read of a running job's checkpoint statistics.
 *
 * @param stats   what Flink answered; null when the read failed
 * @param readAt  when it was read: the data lag is measured at this time
 * @param problem why the read failed, else null
 * @param restarts how often Flink restarted the job after a failure (a lost TaskManager, a task's exception)
 * @param restartCause the latest failure's cause in one line; null when there was none or it was not read
 */
public record CheckpointReading(CheckpointStats stats, Instant readAt, String problem, long restarts,
                                String restartCause) {

    /** A read that knows of no restart. */
    public CheckpointReading(CheckpointStats stats, Instant readAt, String problem) {
        this(stats, readAt, problem, 0, null);
    }

    /** The same read with how often Flink restarted the job after failures, and the latest failure's cause. */
    public CheckpointReading withRestarts(long count, String cause) {
        return new CheckpointReading(stats, readAt, problem, count, cause);
    }
}
