/**
 * Immutable catalog snapshots: catalogs, databases, tables, views and materialized tables; the one owner of what Flink
 * keeps in a materialized table's options ({@link io.freshet.analysis.catalog.MaterializedTableOptions}); and the one
 * owner of what a catalog can store ({@link io.freshet.analysis.catalog.CatalogSupport}). Values only: it must not read
 * a live catalog (the backend's {@code warehouse} builds the snapshots) nor load Flink's planner.
 */
package io.freshet.analysis.catalog;
