package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.CatalogSnapshot;
import java.time.Duration;
import java.util.Map;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.catalog.CatalogMaterializedTable;
import org.apache.flink.table.catalog.IntervalFreshness;
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
import org.apache.flink.table.utils.IntervalFreshnessUtils;

/**
 * What a catalog refuses when the gateway runs a DDL statement that Flink's conversion accepted (issue 39): Paimon's
 * filesystem catalog has no views and no functions, cannot alter databases or add a primary key to a table; Flink's in-memory
 * catalog needs a connector for the table a CREATE TABLE AS writes; and the refresh job of a materialized table is
 * built from its freshness (a CONTINUOUS job's checkpoint interval; FULL's cron is Flink's conversion's own check).
 */
final class CatalogSupportChecks {

    /** Flink's smallest checkpoint interval ({@code CheckpointCoordinatorConfiguration}). */
    private static final Duration MIN_CHECKPOINT_INTERVAL = Duration.ofMillis(10);

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
            checkFreshness(create.getCatalogMaterializedTable(), session);
        }
    }

    /** A view (not temporary) to create under this name. */
    static void checkView(ObjectIdentifier id, SessionCatalogs state) {
        requireSupport(id, state,
                "Could not execute CreateTable in path %s: Paimon's filesystem catalog cannot store views");
    }

    private static void requireSupport(ObjectIdentifier id, SessionCatalogs state, String message) {
        if (paimonFilesystem(id.getCatalogName(), state)) {
            throw new Finding(Finding.Kind.CATALOG, String.format(message, id));
        }
    }

    /** A Paimon catalog on its default (filesystem) metastore; Hive and JDBC metastores store more. */
    private static boolean paimonFilesystem(String catalog, SessionCatalogs state) {
        Map<String, String> options = state.catalogOptions(catalog);
        return "paimon".equals(options.get("type"))
                && "filesystem".equals(options.getOrDefault("metastore", "filesystem"));
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

    private static void checkFreshness(CatalogMaterializedTable mt, Configuration session) {
        IntervalFreshness freshness = mt.getDefinitionFreshness();
        Duration interval = IntervalFreshnessUtils.convertFreshnessToDuration(freshness);
        // the gateway turns the freshness into the job's checkpoint interval unless the session sets one
        if (mt.getRefreshMode() == CatalogMaterializedTable.RefreshMode.CONTINUOUS
                && !session.contains(CheckpointingOptions.CHECKPOINTING_INTERVAL)
                && interval.compareTo(MIN_CHECKPOINT_INTERVAL) < 0) {
            throw new Finding(Finding.Kind.FRESHNESS, "Submit continuous refresh job for materialized table occur"
                    + " exception: Checkpoint interval must be larger than or equal to 10 ms (freshness "
                    + freshness.getInterval() + " " + freshness.getTimeUnit() + ")");
        }
    }
}
