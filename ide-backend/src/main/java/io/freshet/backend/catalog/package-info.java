/**
 * The catalog browser and the control of materialized tables behind {@code CatalogService}: the tree from the
 * background catalog state, a table's page read directly from the warehouse ({@code TableReader}), previews and query
 * columns on short gateway sessions, the DDL Flink 2.0 cannot show ({@code DdlWriter}), and the changes (create,
 * re-create with a new freshness, suspend, resume, refresh, repair, drop) run through the gateway as the signed-in user
 * and audited. It must not open its own Paimon catalog (it reads through {@code warehouse}) nor spell
 * materialized-table statements or options (gateway-bridge's {@code mt} and sql-text own them).
 */
package io.freshet.backend.catalog;
