package io.freshet.ui.catalog;

/**
 * A tree entry with its badges.
 *
 * @param refreshMode CONTINUOUS or FULL for a materialized table, else null
 * @param status ACTIVATED, SUSPENDED or INITIALIZING for a materialized table, else null
 * @param stale whether a materialized table's latest commit is older than its freshness allows
 */
public record TableSummary(TableRef ref, ObjectKind kind, RefreshMode refreshMode, String status, boolean stale) {
}
