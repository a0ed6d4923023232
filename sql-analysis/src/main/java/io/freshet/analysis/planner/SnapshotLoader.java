package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import java.util.Map;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.catalog.Catalog;
import org.apache.flink.table.catalog.CatalogBaseTable;
import org.apache.flink.table.catalog.CatalogDatabaseImpl;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.catalog.CatalogMaterializedTable;
import org.apache.flink.table.catalog.CatalogTable;
import org.apache.flink.table.catalog.CatalogView;
import org.apache.flink.table.catalog.GenericInMemoryCatalog;
import org.apache.flink.table.catalog.IntervalFreshness;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.catalog.exceptions.DatabaseAlreadyExistException;

/** Registers a snapshot's catalogs, databases and tables in a planner session's catalog manager. */
final class SnapshotLoader {

    private SnapshotLoader() {
    }

    static void load(CatalogSnapshot snapshot, CatalogManager manager, SessionCatalogs state) {
        for (CatalogInfo catalog : snapshot.catalogs()) {
            Catalog target = manager.getCatalog(catalog.name()).orElse(null);
            if (target == null) {
                target = new GenericInMemoryCatalog(catalog.name(), catalog.defaultDatabase());
                manager.registerCatalog(catalog.name(), target);
            }
            state.recordCatalog(catalog.name(), catalog.options());
            for (DatabaseInfo db : catalog.databases()) {
                createDatabase(target, db.name());
            }
        }
        // views last: their schema is given, but they read tables by name at planning time
        snapshot.tables().filter(t -> t.kind() != TableKind.VIEW).forEach(t -> register(t, manager, state));
        snapshot.tables().filter(t -> t.kind() == TableKind.VIEW).forEach(t -> register(t, manager, state));
        manager.setCurrentCatalog(snapshot.currentCatalog());
        manager.setCurrentDatabase(snapshot.currentDatabase());
    }

    static void createDatabase(Catalog catalog, String name) {
        try {
            if (!catalog.databaseExists(name)) {
                catalog.createDatabase(name, new CatalogDatabaseImpl(Map.of(), null), true);
            }
        } catch (DatabaseAlreadyExistException e) {
            // created concurrently: nothing to do
        }
    }

    private static void register(TableInfo table, CatalogManager manager, SessionCatalogs state) {
        ObjectIdentifier id = ObjectIdentifier.of(table.id().catalog(), table.id().database(), table.id().table());
        Schema schema = SchemaCodec.schema(table.columns(), table.primaryKey(), table.watermarks());
        state.recordTable(table.id(), table.options());
        manager.createTable(toCatalogTable(table, schema), id, true);
    }

    private static CatalogBaseTable toCatalogTable(TableInfo table, Schema schema) {
        boolean upsert = !table.primaryKey().isEmpty() && !table.options().containsKey("connector");
        Map<String, String> options = SessionCatalogs.stubbed(table.options(), upsert);
        return switch (table.kind()) {
            case VIEW -> CatalogView.of(schema, table.comment(), table.viewQuery(), table.viewQuery(), table.options());
            case MATERIALIZED_TABLE -> materialized(table, schema, options);
            case TABLE -> CatalogTable.newBuilder().schema(schema).comment(table.comment())
                    .partitionKeys(table.partitionKeys()).options(options).build();
        };
    }

    private static CatalogMaterializedTable materialized(TableInfo table, Schema schema, Map<String, String> options) {
        MaterializedTableInfo mt = table.materialized();
        return CatalogMaterializedTable.newBuilder().schema(schema).comment(table.comment())
                .partitionKeys(table.partitionKeys()).options(options)
                .definitionQuery(mt.definitionQuery())
                .freshness(IntervalFreshness.of(mt.freshnessInterval(),
                        IntervalFreshness.TimeUnit.valueOf(mt.freshnessUnit())))
                .logicalRefreshMode(CatalogMaterializedTable.LogicalRefreshMode.valueOf(mt.logicalRefreshMode()))
                .refreshMode(CatalogMaterializedTable.RefreshMode.valueOf(mt.refreshMode()))
                .refreshStatus(CatalogMaterializedTable.RefreshStatus.INITIALIZING)
                .build();
    }
}
