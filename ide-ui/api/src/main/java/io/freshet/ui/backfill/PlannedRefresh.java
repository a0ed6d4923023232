package io.freshet.ui.backfill;

/**
 * One refresh a backfill will run.
 *
 * @param step      0 for the chosen table, 1, 2, ... for downstream tables in lineage order
 * @param partition e.g. {@code ds=2024-06-01}, or empty for a whole-table refresh
 * @param statement the exact statement sent to the gateway
 */
public record PlannedRefresh(int step, String table, String partition, String statement) {
}
