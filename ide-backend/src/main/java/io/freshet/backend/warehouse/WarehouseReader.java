package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.table.Table;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Reads a whole Paimon warehouse into a {@link CatalogState}; a table that cannot be read is skipped and logged. */
final class WarehouseReader {

    private static final Logger LOG = LoggerFactory.getLogger(WarehouseReader.class);

    private WarehouseReader() {
    }

    static CatalogState read(Catalog catalog, String catalogName, Map<String, String> catalogOptions, Clock clock) {
        long start = System.nanoTime();
        Map<TableId, Instant> commits = new HashMap<>();
        Map<TableId, TableTimes> times = new HashMap<>();
        List<DatabaseInfo> databases = new ArrayList<>();
        for (String database : catalog.listDatabases()) {
            databases.add(new DatabaseInfo(database, tables(catalog, catalogName, database, commits, times)));
        }
        CatalogInfo lakehouse = new CatalogInfo(catalogName, "default", catalogOptions, databases);
        CatalogInfo builtIn = CatalogSnapshot.empty().catalogs().get(0);
        String currentDatabase = databases.stream().anyMatch(d -> d.name().equals("default")) || databases.isEmpty()
                ? "default" : databases.get(0).name();
        CatalogSnapshot snapshot = new CatalogSnapshot(catalogName, currentDatabase, List.of(builtIn, lakehouse));
        return new CatalogState(snapshot, commits, times, clock.instant(), Duration.ofNanos(System.nanoTime() - start),
                null);
    }

    private static List<TableInfo> tables(Catalog catalog, String catalogName, String database,
                                          Map<TableId, Instant> commits, Map<TableId, TableTimes> times) {
        List<TableInfo> tables = new ArrayList<>();
        try {
            for (String name : catalog.listTables(database)) {
                TableId id = new TableId(catalogName, database, name);
                try {
                    Identifier identifier = Identifier.create(database, name);
                    Table table = catalog.getTable(identifier);
                    TableInfo info = PaimonTables.table(id, table);
                    tables.add(info);
                    PaimonTables.latestCommit(table).ifPresent(time -> commits.put(id, time));
                    if (info.kind() == TableKind.MATERIALIZED_TABLE) {
                        times.put(id, PaimonTables.times(catalog, identifier, table, info));
                    }
                } catch (Catalog.TableNotExistException | RuntimeException e) {
                    LOG.warn("Skipping {} in the catalog snapshot: {}", id, e.toString());
                }
            }
            for (String name : PaimonTables.viewNames(catalog, database)) {
                TableId id = new TableId(catalogName, database, name);
                try {
                    tables.add(PaimonTables.view(id, catalog.getView(Identifier.create(database, name))));
                } catch (Catalog.ViewNotExistException | RuntimeException e) {
                    LOG.warn("Skipping view {} in the catalog snapshot: {}", id, e.toString());
                }
            }
        } catch (Catalog.DatabaseNotExistException dropped) {
            // dropped while we read: it is simply not there any more
        }
        return tables;
    }
}
