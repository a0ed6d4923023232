package io.freshet.backend.backfill;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.ui.common.ServiceException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.options.Options;
import org.apache.paimon.table.Table;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Reads materialized-table definitions straight from the Paimon warehouse (Flink keeps refresh mode, query
 * and date formatters in the table options), so planning a backfill needs no gateway round trips.
 */
@Component
class LakehouseTables {

    private static final Logger LOG = LoggerFactory.getLogger(LakehouseTables.class);

    private final Lakehouse lakehouse;

    LakehouseTables(Lakehouse lakehouse) {
        this.lakehouse = lakehouse;
    }

    /** The table, or empty when it does not exist; {@code name} is database.table. */
    Optional<CatalogTable> find(String name) {
        String[] parts = name.split("\\.");
        if (parts.length != 2 || parts[0].isBlank() || parts[1].isBlank()) {
            throw new ServiceException("Name the table as database.table, not '" + name + "'.");
        }
        try (Catalog catalog = open()) {
            return Optional.of(read(catalog.getTable(Identifier.create(parts[0], parts[1])), parts[0], parts[1]));
        } catch (Catalog.TableNotExistException e) {
            return Optional.empty();
        } catch (ServiceException e) {
            throw e;
        } catch (Exception e) {
            throw unreadable(e);
        }
    }

    /** Every materialized table of the catalog. */
    List<CatalogTable> materializedTables() {
        List<CatalogTable> tables = new ArrayList<>();
        try (Catalog catalog = open()) {
            for (String database : catalog.listDatabases()) {
                for (String table : catalog.listTables(database)) {
                    try {
                        CatalogTable read = read(catalog.getTable(Identifier.create(database, table)), database, table);
                        if (read.materialized()) {
                            tables.add(read);
                        }
                    } catch (Catalog.TableNotExistException dropped) {
                        LOG.debug("{}.{} was dropped while the catalog was read", database, table);
                    }
                }
            }
        } catch (Exception e) {
            throw unreadable(e);
        }
        return tables;
    }

    /**
     * Whether the partition ({@code k=v/k2=v2}) of database.table holds a data file written at or after
     * {@code since}. Paimon lists only committed files, so this tells a refresh that committed its partition
     * from one stopped before its commit, whatever state Flink gave the job.
     */
    boolean writtenSince(String table, String partition, Instant since) {
        String[] parts = table.split("\\.");
        Map<String, String> spec = new TreeMap<>();
        for (String pair : partition.split("/")) {
            int eq = pair.indexOf('=');
            spec.put(pair.substring(0, eq), pair.substring(eq + 1));
        }
        try (Catalog catalog = open()) {
            return catalog.listPartitions(Identifier.create(parts[0], parts[1])).stream()
                    .anyMatch(p -> new TreeMap<>(p.spec()).equals(spec) && p.lastFileCreationTime() >= since.toEpochMilli());
        } catch (Exception e) {
            throw unreadable(e);
        }
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
        try (Catalog catalog = open()) {
            Identifier id = Identifier.create(parts[0], parts[1]);
            List<String> keys = catalog.getTable(id).partitionKeys();
            List<Map<String, String>> specs = keys.isEmpty() ? List.of()
                    : catalog.listPartitions(id).stream().map(p -> Map.copyOf(p.spec())).toList();
            return Optional.of(new SourcePartitions(table, keys, specs));
        } catch (Catalog.TableNotExistException e) {
            return Optional.empty();
        } catch (Exception e) {
            throw unreadable(e);
        }
    }

    private Catalog open() {
        // no cache: a backfill must see tables created or re-created a moment ago
        return CatalogFactory.createCatalog(CatalogContext.create(Options.fromMap(lakehouse.paimonOptions())));
    }

    private static CatalogTable read(Table table, String database, String name) {
        Map<String, String> options = table.options();
        boolean materialized = MaterializedTableOptions.isMaterializedTable(options);
        return new CatalogTable(database + "." + name,
                materialized ? options.get(MaterializedTableOptions.REFRESH_MODE) : null, table.partitionKeys(),
                MaterializedTableOptions.dateFormatters(options),
                options.getOrDefault(MaterializedTableOptions.DEFINITION_QUERY, ""));
    }

    private static ServiceException unreadable(Exception e) {
        LOG.warn("Reading the Paimon catalog failed", e);
        return new ServiceException("The Paimon catalog could not be read: " + e.getMessage(), e);
    }
}
