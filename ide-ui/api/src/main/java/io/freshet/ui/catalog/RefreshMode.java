package io.freshet.ui.catalog;

/** How Flink keeps a materialized table fresh: an always-on streaming job, or scheduled batch refreshes. */
public enum RefreshMode {
    CONTINUOUS,
    FULL
}
