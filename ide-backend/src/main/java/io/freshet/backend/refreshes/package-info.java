/**
 * The refresh history of materialized tables and the upkeep of their refreshes: every refresh job Flink's list shows
 * (scheduled, manual, backfill, SQL), scheduled refreshes that failed before they had a job, the session options a
 * table was created with, and the repair of what a restarted gateway forgot (FULL schedules) or a dead embedded Flink
 * took along (CONTINUOUS jobs, restored from their last checkpoint). It must not judge how fresh a table is
 * ({@code freshness}, the health model) nor write REFRESH text (gateway-bridge owns it).
 */
package io.freshet.backend.refreshes;
