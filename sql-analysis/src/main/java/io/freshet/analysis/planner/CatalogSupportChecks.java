package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.CatalogSupport;
import java.util.Map;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.catalog.TableChange;
import org.apache.flink.table.factories.FactoryUtil;
import org.apache.flink.table.operations.CreateTableASOperation;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.ReplaceTableAsOperation;
import org.apache.flink.table.operations.ddl.AlterCatalogFunctionOperation;
import org.apache.flink.table.operations.ddl.AlterDatabaseOperation;
import org.apache.flink.table.operations.ddl.AlterTableChangeOperation;
import org.apache.flink.table.operations.ddl.CreateCatalogFunctionOperation;
import org.apache.flink.table.operations.ddl.CreateTableOperation;
import org.apache.flink.table.operations.ddl.CreateViewOperation;
import org.apache.flink.table.operations.ddl.DropCatalogFunctionOperation;
import org.apache.flink.table.operations.materializedtable.CreateMaterializedTableOperation;

/**
 * What a catalog refuses when the gateway runs a DDL statement that Flink's conversion accepted (issue 39): what
 * {@link CatalogSupport} says Paimon's filesystem catalog cannot store or alter; Flink's in-memory catalog needs a
 * connector for the table a CREATE TABLE AS writes; and the refresh job a materialized table's freshness makes
 * ({@link FreshnessChecks}).
 */
final class CatalogSupportChecks {

    private CatalogSupportChecks() {
    }

    /** Throws a {@link Finding} when the gateway would refuse the operation; the catalogs are as before it. */
    static void check(Operation op, CatalogManager manager, SessionCatalogs state, Configuration session) {
        if (op instanceof CreateViewOperation view && !view.isTemporary()) {
            checkView(view.getViewIdentifier(), state);
        } else if (op instanceof CreateCatalogFunctionOperation create && !create.isTemporary()) {
            requireSupport(create.getFunctionIdentifier(), state, "Could not execute CREATE CATALOG FUNCTION %s:"
                    + " Paimon's filesystem catalog cannot store functions");
        } else if (op instanceof DropCatalogFunctionOperation drop && !drop.isTemporary()) {
            requireSupport(drop.getFunctionIdentifier(), state, "Could not execute DROP CATALOG FUNCTION %s:"
                    + " Paimon's filesystem catalog has no functions (not even with IF EXISTS)");
        } else if (op instanceof AlterCatalogFunctionOperation alter && !alter.isTemporary()) {
            requireSupport(alter.getFunctionIdentifier(), state, "Could not execute ALTER CATALOG FUNCTION %s:"
                    + " Paimon's filesystem catalog has no functions");
        } else if (op instanceof AlterDatabaseOperation alter) {
            if (paimonFilesystem(alter.getCatalogName(), state)) {
                throw new Finding(Finding.Kind.CATALOG, "Alter database is not supported.");
            }
        } else if (op instanceof AlterTableChangeOperation alter) {
            if (paimonFilesystem(alter.getTableIdentifier().getCatalogName(), state)
                    && alter.getTableChanges().stream().anyMatch(c -> c instanceof TableChange.AddUniqueConstraint)) {
                throw new Finding(Finding.Kind.CATALOG, "Altering primary key is not supported yet.");
            }
        } else if (op instanceof CreateTableASOperation ctas) {
            requireConnector(ctas.getCreateTableOperation(), state);
        } else if (op instanceof ReplaceTableAsOperation rtas) {
            ObjectIdentifier id = rtas.getCreateTableOperation().getTableIdentifier();
            if (!rtas.isCreateOrReplace() && manager.getTable(id).isEmpty()) {
                throw new Finding(Finding.Kind.MISSING, String.format("The table %s to be replaced doesn't exist. You"
                        + " can try to use CREATE TABLE AS statement or CREATE OR REPLACE TABLE AS statement.", id));
            }
            requireConnector(rtas.getCreateTableOperation(), state);
        } else if (op instanceof CreateMaterializedTableOperation create) {
            FreshnessChecks.checkContinuous(create.getCatalogMaterializedTable(), session);
        }
    }

    /** A view (not temporary) to create under this name. */
    static void checkView(ObjectIdentifier id, SessionCatalogs state) {
        CatalogSupport.viewRefusal(id.toString(), state.catalogOptions(id.getCatalogName())).ifPresent(refusal -> {
            throw new Finding(Finding.Kind.CATALOG, refusal);
        });
    }

    private static void requireSupport(ObjectIdentifier id, SessionCatalogs state, String message) {
        if (paimonFilesystem(id.getCatalogName(), state)) {
            throw new Finding(Finding.Kind.CATALOG, String.format(message, id));
        }
    }

    private static boolean paimonFilesystem(String catalog, SessionCatalogs state) {
        return CatalogSupport.isPaimonFilesystem(state.catalogOptions(catalog));
    }

    /** An in-memory catalog has no table format of its own: the table written needs a connector. */
    private static void requireConnector(CreateTableOperation create, SessionCatalogs state) {
        String name = create.getTableIdentifier().getCatalogName();
        Map<String, String> catalog = state.catalogOptions(name);
        // only catalogs known to be in-memory: a snapshot may list a Paimon catalog without its options
        boolean inMemory = "generic_in_memory".equals(catalog.get("type"))
                || catalog.isEmpty() && CatalogSnapshot.DEFAULT_CATALOG.equals(name);
        if (inMemory && !create.isTemporary()
                && !create.getCatalogTable().getOptions().containsKey(FactoryUtil.CONNECTOR.key())) {
            throw new Finding(Finding.Kind.CATALOG, "Table options do not contain an option key 'connector' for"
                    + " discovering a connector.");
        }
    }
}
