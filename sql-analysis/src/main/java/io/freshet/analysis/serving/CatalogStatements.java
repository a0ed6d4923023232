package io.freshet.analysis.serving;

import java.util.Objects;
import java.util.Optional;

/**
 * The one entry to the catalog statements: for an engine kind, a catalog name and Freshet's warehouse, the text that
 * makes the engine read that warehouse with the property names its documentation ({@link EngineKind#docs()}) gives.
 */
public final class CatalogStatements {

    private CatalogStatements() {
    }

    /**
     * Refuses a catalog name an engine would need quoted.
     *
     * @throws IllegalArgumentException with the rule, for the user
     */
    public static String checkCatalogName(String catalogName) {
        return SafeValues.catalogName(catalogName);
    }

    /**
     * A first query of a served table in the engine, or empty when a name would need quoting there (Freshet writes
     * no other engine's quoting).
     */
    public static Optional<String> exampleQuery(String catalogName, String database, String table) {
        if (!SafeValues.plainName(database) || !SafeValues.plainName(table)) {
            return Optional.empty();
        }
        return Optional.of("SELECT * FROM " + SafeValues.catalogName(catalogName) + "." + database + "." + table
                + " LIMIT 10");
    }

    /**
     * @param catalogName the catalog's name in the engine (a letter, then letters, digits or '_')
     * @param secrets     the sealed secrets that hold the engine's S3 keys, named in the text, never read here
     * @throws IllegalArgumentException for a name or warehouse value that is not plainly safe to write
     */
    public static CatalogStatement of(EngineKind engine, String catalogName, ServingWarehouse warehouse,
            S3KeySecrets secrets) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(warehouse, "warehouse");
        Objects.requireNonNull(secrets, "secrets");
        String name = SafeValues.catalogName(catalogName);
        return switch (engine) {
            case STARROCKS -> StarRocksCatalog.statement(name, warehouse, secrets);
            case DORIS -> DorisCatalog.statement(name, warehouse, secrets);
            case TRINO -> TrinoCatalog.statement(name, warehouse, secrets);
            case SPARK_SQL -> SparkCatalog.statement(name, warehouse, secrets);
        };
    }

    /** The note every engine gets for a warehouse on a local path: the engine's nodes must see that same path. */
    static String localPathNote(EngineKind engine) {
        return "The warehouse is a local path: every " + engine.displayName() + " node that reads must see it at the"
                + " same path (a shared mount). For more than one machine put the warehouse on S3 or HDFS.";
    }
}
