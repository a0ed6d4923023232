package io.freshet.backend.freshness;

import io.freshet.gateway.flink.CheckpointStats;
import java.time.Instant;

/**
 * One read of a running job's checkpoint statistics.
 *
 * @param stats   what Flink answered; null when the read failed
 * @param readAt  when it was read: the data lag is measured at this time
 * @param problem why the read failed, else null
 */
public record CheckpointReading(CheckpointStats stats, Instant readAt, String problem) {
}
