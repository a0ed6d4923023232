/**
 * Backfills (refreshing a partitioned FULL materialized table over a range of days or hours, downstream tables
 * included): planning and preview, the partition values from the table's date formatter, the runs claimed through the
 * job queue with at most {@code max_parallel} refreshes at once, their records and state machine, cancel, and what
 * became of refreshes under way when an instance stopped. It must not write REFRESH text (gateway-bridge's
 * {@code RefreshStatement}, through {@code RefreshStatements}), open a Paimon catalog of its own (it reads through
 * {@code warehouse}) or walk lineage itself ({@code warehouse}'s {@code TableReaders}).
 */
package io.freshet.backend.backfill;
