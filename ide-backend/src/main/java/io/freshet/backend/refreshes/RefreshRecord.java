package io.freshet.backend.refreshes;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One refresh of a materialized table: one Flink batch job, or a refresh asked for in Freshet before (or instead of)
 * its job.
 *
 * @param table       {@code catalog.database.table}
 * @param jobId       null while Flink has not accepted a refresh asked for in Freshet, or when it refused it
 * @param endedAt     null while it runs
 * @param partition   e.g. {@code ds=2024-06-01}; null for the whole table or when not known
 * @param error       why it failed, for a person (no class names or stack frames); null otherwise
 * @param backfillId  the backfill it is a partition refresh of, else null
 * @param requestedBy who asked for it in Freshet; null for the scheduler's and those seen only in Flink
 */
public record RefreshRecord(String table, String jobId, RefreshTrigger trigger, RefreshState state, Instant startedAt,
                            Instant endedAt, String partition, String error, Long backfillId, String requestedBy) {

    public RefreshRecord {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(trigger, "trigger");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(startedAt, "startedAt");
    }

    /** A refresh Flink's job list shows, not linked to a backfill or a person. */
    public RefreshRecord(String table, String jobId, RefreshTrigger trigger, RefreshState state, Instant startedAt,
                         Instant endedAt, String partition, String error) {
        this(table, jobId, trigger, state, startedAt, endedAt, partition, error, null, null);
    }

    /** How long it took; null while it runs. */
    public Duration duration() {
        return endedAt == null ? null : Duration.between(startedAt, endedAt);
    }
}
