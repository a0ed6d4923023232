package io.freshet.ui.catalog;

/**
 * A tree entry with its badges.
 *
 * @param refreshMode CONTINUOUS or FULL for a materialized table, else null
 * @param status ACTIVATED, SUSPENDED or INITIALIZING for a materialized table, else null
 * @param freshness a materialized table's actual freshness, else null
 */
public record TableSummary(TableRef ref, ObjectKind kind, RefreshMode refreshMode, String status,
                           ActualFreshness freshness) {

    /** Whether a materialized table needs someone's attention (stale, or its job is not running). */
    public boolean stale() {
        return freshness != null && freshness.alarm();
    }
}
