package io.freshet.gateway.catalog;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.gateway.FileUris;

import java.nio.file.Path;

/** Builds the SQL that registers a Paimon filesystem catalog, quoted so any name is safe. */
public final class PaimonCatalogSql {

    private PaimonCatalogSql() {
    }

    /**
     * {@code CREATE CATALOG IF NOT EXISTS} for a Paimon warehouse on the local filesystem.
     * IF NOT EXISTS because a file catalog store keeps the catalog across gateway restarts.
     */
    public static String createCatalogIfNotExists(String catalogName, Path warehouse) {
        if (warehouse == null) {
            throw new IllegalArgumentException("The warehouse path must not be null");
        }
        return createCatalogIfNotExists(catalogName, FileUris.of(warehouse));
    }

    /** The same for a warehouse given as a URI string, e.g. {@code file:///data/wh} or {@code s3://bucket/wh}. */
    public static String createCatalogIfNotExists(String catalogName, String warehouseUri) {
        if (catalogName == null || catalogName.isBlank()) {
            throw new IllegalArgumentException("The catalog name must not be blank");
        }
        if (warehouseUri == null || warehouseUri.isBlank()) {
            throw new IllegalArgumentException("The warehouse must not be blank");
        }
        return "CREATE CATALOG IF NOT EXISTS " + SqlQuoting.identifier(catalogName)
                + " WITH ('type'='paimon','warehouse'=" + SqlQuoting.literal(warehouseUri) + ")";
    }
}
