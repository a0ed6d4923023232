package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.CatalogSnapshot;

/**
 * The live catalog as sql-analysis sees it, for validation and completion in the editor. Implementations
 * cache and refresh in the background: {@link #current} must answer in microseconds, never block on the
 * catalog or the gateway.
 */
public interface CatalogSnapshotSource {

    /** The latest snapshot; empty, never null, before the catalog was first read. */
    CatalogSnapshot current();

    /** Asks for a re-read soon, after DDL or a materialized-table change; returns at once. */
    void invalidate();
}
