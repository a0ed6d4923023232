package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.TableId;
import java.util.Optional;
import org.apache.flink.table.catalog.CatalogBaseTable;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.catalog.ContextResolvedTable;
import org.apache.flink.table.catalog.ObjectIdentifier;

/** Dropping and describing a planner table whatever its kind, for re-running a script in a live session. */
final class Tables {

    private Tables() {
    }

    static void drop(CatalogManager manager, TableId id) {
        ObjectIdentifier oid = ObjectIdentifier.of(id.catalog(), id.database(), id.table());
        Optional<ContextResolvedTable> found = manager.getTable(oid);
        if (found.isEmpty()) {
            return;
        }
        CatalogBaseTable.TableKind kind = found.get().getResolvedTable().getTableKind();
        if (found.get().isTemporary()) {
            if (kind == CatalogBaseTable.TableKind.VIEW) {
                manager.dropTemporaryView(oid, true);
            } else {
                manager.dropTemporaryTable(oid, true);
            }
        } else if (kind == CatalogBaseTable.TableKind.VIEW) {
            manager.dropView(oid, true);
        } else if (kind == CatalogBaseTable.TableKind.MATERIALIZED_TABLE) {
            manager.dropMaterializedTable(oid, true);
        } else {
            manager.dropTable(oid, true);
        }
    }

    static Optional<String> shape(CatalogManager manager, TableId id) {
        return manager.getTable(ObjectIdentifier.of(id.catalog(), id.database(), id.table()))
                .map(t -> t.getResolvedSchema().toString());
    }
}
