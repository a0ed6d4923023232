package io.freshet.backend.refreshes;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One refresh of a materialized table: one Flink batch job.
 *
 * @param table     {@code catalog.database.table}
 * @param endedAt   null while it runs
 * @param partition e.g. {@code ds=2024-06-01}; null for the whole table or when not known
 * @param error     why it failed, in Flink's words without class names; null otherwise
 */
public record RefreshRecord(String table, String jobId, RefreshTrigger trigger, RefreshState state, Instant startedAt,
                            Instant endedAt, String partition, String error) {

    public RefreshRecord {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(trigger, "trigger");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(startedAt, "startedAt");
    }

    /** How long it took; null while it runs. */
    public Duration duration() {
        return endedAt == null ? null : Duration.between(startedAt, endedAt);
    }
}
