/**
 * Freshet's Paimon warehouse as the backend reads it: the one Paimon catalog, opened directly and not through the
 * gateway ({@code PaimonCatalogAccess}, with its S3 options), a background read of the whole warehouse into a
 * {@code CatalogState} for the editor, the tree and search, who reads which table ({@code TableReaders},
 * {@code LiveReaders}) and the freshness evidence of each table. It reads only: it must not write to the warehouse or
 * run statements, and no other package opens a Paimon catalog of its own.
 */
package io.freshet.backend.warehouse;
