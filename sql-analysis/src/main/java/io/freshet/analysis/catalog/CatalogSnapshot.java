package io.freshet.analysis.catalog;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * An immutable picture of the catalogs a script runs against, with the current catalog and database
 * that unqualified names resolve in.
 */
public record CatalogSnapshot(String currentCatalog, String currentDatabase, List<CatalogInfo> catalogs) {

    /** Flink's built-in catalog and database names. */
    public static final String DEFAULT_CATALOG = "default_catalog";
    public static final String DEFAULT_DATABASE = "default_database";

    public CatalogSnapshot {
        catalogs = List.copyOf(catalogs);
    }

    /** An empty snapshot, as a fresh Flink session sees it. */
    public static CatalogSnapshot empty() {
        return new CatalogSnapshot(DEFAULT_CATALOG, DEFAULT_DATABASE, List.of(
                new CatalogInfo(DEFAULT_CATALOG, DEFAULT_DATABASE, java.util.Map.of(),
                        List.of(new DatabaseInfo(DEFAULT_DATABASE, List.of())))));
    }

    /** Every table, view and materialized table of every catalog. */
    public Stream<TableInfo> tables() {
        return catalogs.stream().flatMap(c -> c.databases().stream()).flatMap(d -> d.tables().stream());
    }

    /** The catalog with this name. */
    public Optional<CatalogInfo> catalog(String name) {
        return catalogs.stream().filter(c -> c.name().equals(name)).findFirst();
    }

    /** The table with this identifier. */
    public Optional<TableInfo> table(TableId id) {
        return tables().filter(t -> t.id().equals(id)).findFirst();
    }

    /** Resolves a 1-, 2- or 3-part name against the current catalog and database. */
    public Optional<TableInfo> resolve(List<String> nameParts) {
        return switch (nameParts.size()) {
            case 1 -> table(new TableId(currentCatalog, currentDatabase, nameParts.get(0)));
            case 2 -> table(new TableId(currentCatalog, nameParts.get(0), nameParts.get(1)));
            case 3 -> table(new TableId(nameParts.get(0), nameParts.get(1), nameParts.get(2)));
            default -> Optional.empty();
        };
    }
}
