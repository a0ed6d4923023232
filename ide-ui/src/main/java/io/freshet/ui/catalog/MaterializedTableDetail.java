package io.freshet.ui.catalog;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * What only a materialized table shows: its query, target against actual freshness, mode, status and job.
 *
 * @param latestCommit the latest snapshot's commit time, null when nothing was written yet
 * @param actualFreshness now minus {@code latestCommit}, null when nothing was written yet
 * @param stale actual freshness is worse than the target allows (see {@link FreshnessScale#isStale})
 * @param jobId the continuous refresh job, else null
 * @param schedule the scheduler's workflow for FULL mode, else null
 * @param dateFormatters partition column to its date format, for backfills of FULL tables
 */
public record MaterializedTableDetail(String definitionQuery, Freshness target, RefreshMode refreshMode,
                                      String logicalRefreshMode, String status, Instant latestCommit,
                                      Duration actualFreshness, boolean stale, String jobId, String schedule,
                                      Map<String, String> dateFormatters) {

    public MaterializedTableDetail {
        dateFormatters = Map.copyOf(dateFormatters);
    }
}
