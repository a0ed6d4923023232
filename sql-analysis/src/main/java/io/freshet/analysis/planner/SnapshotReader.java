package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.flink.table.catalog.Catalog;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.catalog.ResolvedCatalogBaseTable;
import org.apache.flink.table.catalog.ResolvedCatalogMaterializedTable;
import org.apache.flink.table.catalog.ResolvedCatalogTable;
import org.apache.flink.table.catalog.ResolvedCatalogView;
import org.apache.flink.table.catalog.exceptions.DatabaseNotExistException;

/** Reads the planner's catalogs back into an immutable snapshot, with the options the user wrote. */
final class SnapshotReader {

    private SnapshotReader() {
    }

    static CatalogSnapshot read(CatalogManager manager, SessionCatalogs state) {
        List<CatalogInfo> catalogs = new ArrayList<>();
        for (String name : manager.listCatalogs().stream().sorted().toList()) {
            Catalog catalog = manager.getCatalog(name).orElseThrow();
            List<DatabaseInfo> databases = new ArrayList<>();
            for (String db : catalog.listDatabases().stream().sorted().toList()) {
                databases.add(new DatabaseInfo(db, tables(manager, catalog, name, db, state)));
            }
            catalogs.add(new CatalogInfo(name, catalog.getDefaultDatabase(), state.catalogOptions(name), databases));
        }
        return new CatalogSnapshot(manager.getCurrentCatalog(), manager.getCurrentDatabase(), catalogs);
    }

    private static List<TableInfo> tables(CatalogManager manager, Catalog catalog, String catalogName, String db,
                                          SessionCatalogs state) {
        List<String> names;
        try {
            names = catalog.listTables(db).stream().sorted().toList();
        } catch (DatabaseNotExistException e) {
            return List.of();
        }
        List<TableInfo> tables = new ArrayList<>();
        for (String table : names) {
            ObjectIdentifier id = ObjectIdentifier.of(catalogName, db, table);
            manager.getTable(id)
                    .ifPresent(t -> tables.add(table(id, t.getResolvedTable(), state)));
        }
        return tables;
    }

    private static TableInfo table(ObjectIdentifier id, ResolvedCatalogBaseTable<?> table, SessionCatalogs state) {
        TableId tableId = new TableId(id.getCatalogName(), id.getDatabaseName(), id.getObjectName());
        Map<String, String> options = state.originalOptions(tableId, table.getOptions());
        var schema = table.getResolvedSchema();
        if (table instanceof ResolvedCatalogView view) {
            return new TableInfo(tableId, TableKind.VIEW, SchemaCodec.columns(schema), List.of(), List.of(),
                    List.of(), options, blankToNull(view.getComment()), view.getExpandedQuery(), null);
        }
        if (table instanceof ResolvedCatalogMaterializedTable mt) {
            MaterializedTableInfo info = new MaterializedTableInfo(mt.getDefinitionQuery(),
                    mt.getDefinitionFreshness().getInterval(), mt.getDefinitionFreshness().getTimeUnit().name(),
                    mt.getLogicalRefreshMode().name(), mt.getRefreshMode().name());
            return new TableInfo(tableId, TableKind.MATERIALIZED_TABLE, SchemaCodec.columns(schema),
                    SchemaCodec.primaryKey(schema), mt.getPartitionKeys(), SchemaCodec.watermarks(schema), options,
                    blankToNull(mt.getComment()), null, info);
        }
        ResolvedCatalogTable t = (ResolvedCatalogTable) table;
        return new TableInfo(tableId, TableKind.TABLE, SchemaCodec.columns(schema), SchemaCodec.primaryKey(schema),
                t.getPartitionKeys(), SchemaCodec.watermarks(schema), options, blankToNull(t.getComment()), null, null);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
