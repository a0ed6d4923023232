package io.freshet.ui.alerts;

/** When a rule fires for a subject; the rule's threshold means what each constant says. */
public enum AlertCondition {
    /** Its lag is more than threshold x its freshness target (e.g. 2 = twice the freshness). */
    LATE_FACTOR,
    /** Its lag is more than threshold minutes, whatever its freshness. */
    LATE_BY,
    /** It is FAILING (refreshes, its job or its ingestion). */
    FAILING,
    /** It is UPSTREAM: fresh itself but reading a failing or late table. */
    UPSTREAM,
    /** An ingestion is FAILING or restarting. */
    INGESTION_FAILING,
    /** An ingestion's lag is more than threshold minutes. */
    INGESTION_LAG,
    /** A materialized table is FAILING because a refresh failed. */
    REFRESH_FAILED;

    /** Whether the threshold means something for this condition. */
    public boolean usesThreshold() {
        return this == LATE_FACTOR || this == LATE_BY || this == INGESTION_LAG;
    }
}
