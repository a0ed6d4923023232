package io.freshet.backend.warehouse;

import java.time.Instant;

/**
 * What the warehouse tells about when a materialized table last changed, beyond its latest commit.
 *
 * @param definedAt            when its schema was last written: its creation, or the last suspend or resume
 *                             (Flink keeps the refresh status in the table options); null when unknown
 * @param newestPartitionWrite for a partitioned table, when a file was last written to its newest partition (by
 *                             partition value); null when it has no partition or is not partitioned
 */
public record TableTimes(Instant definedAt, Instant newestPartitionWrite) {
}
