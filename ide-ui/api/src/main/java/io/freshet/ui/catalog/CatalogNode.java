package io.freshet.ui.catalog;

/**
 * A row of the catalog tree: a catalog, a database, or a table with its badges.
 *
 * @param table the table's summary for TABLE rows, else null
 */
public record CatalogNode(Level level, String catalog, String database, TableSummary table) {

    /** How deep a row sits. */
    public enum Level { CATALOG, DATABASE, TABLE }

    static CatalogNode catalog(String catalog) {
        return new CatalogNode(Level.CATALOG, catalog, null, null);
    }

    static CatalogNode database(String catalog, String database) {
        return new CatalogNode(Level.DATABASE, catalog, database, null);
    }

    static CatalogNode table(TableSummary table) {
        return new CatalogNode(Level.TABLE, table.ref().catalog(), table.ref().database(), table);
    }

    String name() {
        return switch (level) {
            case CATALOG -> catalog;
            case DATABASE -> database;
            case TABLE -> table.ref().table();
        };
    }
}
