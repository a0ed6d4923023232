package io.freshet.ui.backfill;

/** How wide one partition of a time-partitioned materialized table is, derived from its date formatter. */
public enum Granularity {
    DAILY,
    HOURLY
}
