package io.freshet.ui.catalog;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * What only a materialized table shows: its query, target against actual freshness, mode, status and job.
 *
 * @param latestCommit the latest snapshot's commit time, null when nothing was written yet (a fact shown beside the
 *                     freshness: an idle source commits nothing, yet the table is current)
 * @param actual the actual freshness: data lag or job state, judged against the target
 * @param jobId the continuous refresh job, else null
 * @param schedule the scheduler's workflow for FULL mode, else null
 * @param dateFormatters partition column to its date format, for backfills of FULL tables
 */
public record MaterializedTableDetail(String definitionQuery, Freshness target, RefreshMode refreshMode,
                                      String logicalRefreshMode, String status, Instant latestCommit,
                                      ActualFreshness actual, String jobId, String schedule,
                                      Map<String, String> dateFormatters) {

    public MaterializedTableDetail {
        Objects.requireNonNull(actual, "actual");
        dateFormatters = Map.copyOf(dateFormatters);
    }

    /** The data lag, null when there is none to give (see {@link ActualFreshness#lag()}). */
    public Duration actualFreshness() {
        return actual.lag();
    }

    /** Whether the table needs someone's attention: stale, or its job is not running. */
    public boolean stale() {
        return actual.alarm();
    }
}
