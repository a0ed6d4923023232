package io.freshet.backend.backfill;

import io.freshet.analysis.catalog.TableId;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.backend.warehouse.PaimonTables;
import io.freshet.ui.common.ServiceException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Reads materialized-table definitions straight from the Paimon warehouse through {@code warehouse}'s one catalog
 * (opened without a cache, so a table created or re-created a moment ago is seen), so planning a backfill needs no
 * gateway round trips. A warehouse that does not exist yet holds no tables.
 */
@Component
class LakehouseTables {

    private static final Logger LOG = LoggerFactory.getLogger(LakehouseTables.class);

    private final PaimonCatalogAccess warehouse;

    LakehouseTables(PaimonCatalogAccess warehouse) {
        this.warehouse = warehouse;
    }

    /** The table, or empty when it does not exist; {@code name} is database.table. */
    Optional<CatalogTable> find(String name) {
        String[] parts = name.split("\\.");
        if (parts.length != 2 || parts[0].isBlank() || parts[1].isBlank()) {
            throw new ServiceException("Name the table as database.table, not '" + name + "'.");
        }
        return read(catalog -> {
            try {
                return Optional.of(table(catalog, parts[0], parts[1]));
            } catch (Catalog.TableNotExistException e) {
                return Optional.empty();
            }
        }, Optional.empty());
    }

    /** Every materialized table of the catalog. */
    List<CatalogTable> materializedTables() {
        return read(catalog -> {
            List<CatalogTable> tables = new ArrayList<>();
            for (String database : catalog.listDatabases()) {
                for (String table : catalog.listTables(database)) {
                    try {
                        CatalogTable read = table(catalog, database, table);
                        if (read.materialized()) {
                            tables.add(read);
                        }
                    } catch (Catalog.TableNotExistException dropped) {
                        LOG.debug("{}.{} was dropped while the catalog was read", database, table);
                    }
                }
            }
            return tables;
        }, List.of());
    }

    /** Every view of the catalog (database.table) to its query: a table read through a view is downstream too. */
    Map<String, String> viewQueries() {
        return read(catalog -> {
            Map<String, String> views = new LinkedHashMap<>();
            for (String database : catalog.listDatabases()) {
                for (String view : PaimonTables.viewNames(catalog, database)) {
                    try {
                        views.put(database + "." + view, catalog.getView(Identifier.create(database, view)).query());
                    } catch (Catalog.ViewNotExistException dropped) {
                        LOG.debug("View {}.{} was dropped while the catalog was read", database, view);
                    }
                }
            }
            return views;
        }, Map.of());
    }

    /**
     * Whether the partition ({@code k=v/k2=v2}) of database.table holds a data file written at or after
     * {@code since}. Paimon lists only committed files, so this tells a refresh that committed its partition
     * from one stopped before its commit, whatever state Flink gave the job.
     */
    boolean writtenSince(String table, String partition, Instant since) {
        String[] parts = table.split("\\.");
        Map<String, String> spec = new TreeMap<>(RefreshStatements.spec(partition));
        if (spec.isEmpty()) {
            return false; // a whole-table refresh leaves no partition to tell it by
        }
        return read(catalog -> catalog.listPartitions(Identifier.create(parts[0], parts[1])).stream().anyMatch(
                p -> new TreeMap<>(p.spec()).equals(spec) && p.lastFileCreationTime() >= since.toEpochMilli()), false);
    }

    /**
     * The partitions of database.table as their specs, with its partition keys; empty when the table does not exist
     * in the catalog (e.g. a source outside the lakehouse).
     */
    Optional<SourcePartitions> partitions(String table) {
        String[] parts = table.split("\\.");
        if (parts.length != 2) {
            return Optional.empty();
        }
        return read(catalog -> {
            Identifier id = Identifier.create(parts[0], parts[1]);
            try {
                List<String> keys = catalog.getTable(id).partitionKeys();
                List<Map<String, String>> specs = keys.isEmpty() ? List.of()
                        : catalog.listPartitions(id).stream().map(p -> Map.copyOf(p.spec())).toList();
                return Optional.of(new SourcePartitions(table, keys, specs));
            } catch (Catalog.TableNotExistException e) {
                return Optional.empty();
            }
        }, Optional.empty());
    }

    private CatalogTable table(Catalog catalog, String database, String name) throws Catalog.TableNotExistException {
        TableId id = new TableId(warehouse.catalogName(), database, name);
        return CatalogTable.of(PaimonTables.table(id, catalog.getTable(Identifier.create(database, name))));
    }

    /** What a read of the warehouse gives, or {@code none} while the warehouse does not exist yet. */
    private <T> T read(Read<T> read, T none) {
        try {
            Optional<Catalog> catalog = warehouse.catalog();
            return catalog.isEmpty() ? none : read.from(catalog.get());
        } catch (ServiceException e) {
            throw e;
        } catch (Exception e) {
            LOG.warn("Reading the Paimon catalog failed", e);
            throw new ServiceException("The Paimon catalog could not be read: " + e.getMessage(), e);
        }
    }

    /** One read of the open catalog. */
    @FunctionalInterface
    private interface Read<T> {
        T from(Catalog catalog) throws Exception;
    }
}
