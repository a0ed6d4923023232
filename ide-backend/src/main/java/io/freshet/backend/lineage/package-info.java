/**
 * Table and column lineage of projects behind {@code LineageService}: an in-memory index per project kept up to date as
 * scripts are saved, each script analysed in a long-lived sql-analysis session, the graph assembled with layers, schema
 * and defining script, and the health model's states put on it ({@code HealthOverlay}). It must not judge health or
 * freshness itself (it shows the health model's), walk graphs of its own (sql-analysis's {@code LineageWalk}) or talk
 * to the gateway.
 */
package io.freshet.backend.lineage;
