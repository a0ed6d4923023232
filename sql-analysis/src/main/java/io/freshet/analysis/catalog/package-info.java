/**
 * Immutable catalog snapshots: catalogs, databases, tables, views and materialized tables; and the one owner of what a
 * catalog can store ({@link io.freshet.analysis.catalog.CatalogSupport}). What Flink keeps in a materialized table's
 * options ({@code MaterializedTableOptions}) is in this package too but ships in sql-text, which needs no Flink. Values
 * only: it must not read a live catalog (the backend's {@code warehouse} builds the snapshots) nor load Flink's planner.
 */
package io.freshet.analysis.catalog;
