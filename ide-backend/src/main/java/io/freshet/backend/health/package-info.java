/**
 * The health model (issue 33): evaluates every table's and ingestion's state from what Freshet already reads
 * (Flink's jobs, the refresh history, ingestion state, Paimon snapshots), records state changes and publishes
 * {@link io.freshet.backend.health.HealthEvaluated}; it sends nothing (alerts do) and changes nothing in Flink.
 */
package io.freshet.backend.health;
