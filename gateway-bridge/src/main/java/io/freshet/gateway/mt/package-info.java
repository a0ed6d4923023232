/**
 * Materialized-table operations on one gateway session: create, describe (read from the Paimon system tables, since
 * DESCRIBE shows none of it on Flink 2.0), suspend, resume, refresh, drop, re-create with a new freshness, the repair
 * of tables orphaned by a restart, and the Paimon session option every writing job needs ({@code PaimonSinkOptions}).
 * Option names come from sql-text's {@code MaterializedTableOptions} and REFRESH text from {@code mt.text}: it must
 * not spell either itself, and it must not control jobs other than through {@code jobs}.
 */
package io.freshet.gateway.mt;
