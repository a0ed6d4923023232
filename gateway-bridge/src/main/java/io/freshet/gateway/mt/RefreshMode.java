package io.freshet.gateway.mt;

/** How Flink keeps a materialized table fresh: a streaming job, or scheduled batch refreshes. */
public enum RefreshMode {
    CONTINUOUS,
    FULL
}
