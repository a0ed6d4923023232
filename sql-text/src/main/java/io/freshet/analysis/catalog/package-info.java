/**
 * The part of sql-analysis's {@code catalog} package that needs no Flink, in module sql-text: the one owner of what
 * Flink keeps in a materialized table's options ({@code MaterializedTableOptions}), so gateway-bridge and the views
 * read the names without the planner. It must not use Flink, Calcite or another Freshet module; the catalog snapshots
 * stay in sql-analysis.
 */
package io.freshet.analysis.catalog;
