/**
 * How fresh materialized tables are, from Flink: {@code FreshnessMonitor} reads Flink's job list and the running
 * continuous jobs' checkpoint statistics on one background thread, and {@code FreshnessReadings} judges CONTINUOUS
 * tables by their last completed checkpoint and FULL tables against their schedule, with the jobs lost to a dead
 * embedded Flink and the time spent waiting for Flink's REST API. It only reads Flink: it must not submit, cancel or
 * change anything there, nor record state changes or alerts (the health model and alerts do).
 */
package io.freshet.backend.freshness;
