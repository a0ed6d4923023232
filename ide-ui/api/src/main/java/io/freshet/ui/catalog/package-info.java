/**
 * The catalog browser's contract ({@code CatalogService}) and its values: tree rows and table summaries with badges, a
 * table's page (schema, options, DDL, partitions, snapshots, the materialized-table part), freshness as Flink writes it
 * and the slider's scale, the create dialog's input and suggestions, refresh history entries, a query resolved by the
 * user's session, and the one wording of sizes ({@code Sizes}). Contracts only (interfaces and immutable records,
 * implemented in ide-backend): it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.catalog;
