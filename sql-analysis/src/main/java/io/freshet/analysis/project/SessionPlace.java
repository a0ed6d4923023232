package io.freshet.analysis.project;

import io.freshet.analysis.catalog.TableId;
import java.util.List;

/**
 * The catalog and database a session's unqualified names resolve in, followed through USE CATALOG and USE as the
 * gateway session does: the one resolution of a name as written against the statements before it.
 */
public final class SessionPlace {

    /** The database USE CATALOG switches to: Paimon's (and Flink's in-memory catalog's) default database. */
    public static final String DEFAULT_DATABASE = "default";

    /** A database with its catalog. */
    public record DatabaseId(String catalog, String database) {

        /** {@code catalog.database}, unquoted. */
        @Override
        public String toString() {
            return catalog + "." + database;
        }
    }

    private String catalog;
    private String database;

    public SessionPlace(String catalog, String database) {
        this.catalog = catalog;
        this.database = database;
    }

    public String catalog() {
        return catalog;
    }

    public String database() {
        return database;
    }

    /** USE CATALOG: the catalog's default database from here on. */
    public void useCatalog(String name) {
        catalog = name;
        database = DEFAULT_DATABASE;
    }

    /** USE [catalog.]database. */
    public void use(List<String> parts) {
        DatabaseId id = database(parts);
        catalog = id.catalog();
        database = id.database();
    }

    /** USE of a resolved database. */
    public void use(DatabaseId id) {
        catalog = id.catalog();
        database = id.database();
    }

    /** A database name as written ([catalog.]database), resolved here. */
    public DatabaseId database(List<String> parts) {
        return parts.size() >= 2 ? new DatabaseId(parts.get(parts.size() - 2), parts.get(parts.size() - 1))
                : new DatabaseId(catalog, parts.get(0));
    }

    /** A table name as written ([[catalog.]database.]table), resolved here. */
    public TableId table(List<String> parts) {
        int n = parts.size();
        return switch (n) {
            case 1 -> new TableId(catalog, database, parts.get(0));
            case 2 -> new TableId(catalog, parts.get(0), parts.get(1));
            default -> new TableId(parts.get(n - 3), parts.get(n - 2), parts.get(n - 1));
        };
    }
}
