/**
 * Immutable catalog snapshots: catalogs, databases, tables, views and materialized tables; and the one owner of what
 * Flink keeps in a materialized table's options ({@link io.freshet.analysis.catalog.MaterializedTableOptions}).
 */
package io.freshet.analysis.catalog;
