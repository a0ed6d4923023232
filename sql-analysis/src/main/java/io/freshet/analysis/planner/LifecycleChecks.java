package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.flink.table.catalog.CatalogBaseTable;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.catalog.CatalogMaterializedTable;
import org.apache.flink.table.catalog.CatalogMaterializedTable.RefreshMode;
import org.apache.flink.table.catalog.CatalogMaterializedTable.RefreshStatus;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ContextResolvedTable;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.catalog.ResolvedCatalogBaseTable;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.operations.materializedtable.AlterMaterializedTableRefreshOperation;
import org.apache.flink.table.operations.materializedtable.AlterMaterializedTableResumeOperation;
import org.apache.flink.table.operations.materializedtable.AlterMaterializedTableSuspendOperation;
import org.apache.flink.table.operations.materializedtable.DropMaterializedTableOperation;
import org.apache.flink.table.operations.materializedtable.MaterializedTableOperation;
import org.apache.flink.table.types.logical.LogicalTypeFamily;

/**
 * What the SQL Gateway's materialized-table manager checks when it runs SUSPEND, RESUME, REFRESH [PARTITION] and
 * DROP MATERIALIZED TABLE, repeated on the session's catalogs, in Flink 2.0's own words: the target exists and is a
 * materialized table, its refresh status allows the step, and a partition spec names string columns. A RESUME that
 * only the state of the table's job on the cluster decides is a warning ({@link #caution}).
 */
final class LifecycleChecks {

    private LifecycleChecks() {
    }

    /** Throws a {@link Finding} when the gateway would refuse the operation; the catalogs are as before it. */
    static void check(MaterializedTableOperation op, CatalogManager manager, SessionCatalogs state) {
        if (op instanceof DropMaterializedTableOperation drop) {
            checkDrop(drop, manager, state);
        } else if (op instanceof AlterMaterializedTableSuspendOperation suspend) {
            CatalogMaterializedTable mt = materialized(suspend.getTableIdentifier(), manager);
            checkSuspend(suspend.getTableIdentifier(), mt, state);
        } else if (op instanceof AlterMaterializedTableResumeOperation resume) {
            CatalogMaterializedTable mt = materialized(resume.getTableIdentifier(), manager);
            checkResume(resume.getTableIdentifier(), mt, state);
        } else if (op instanceof AlterMaterializedTableRefreshOperation refresh) {
            CatalogMaterializedTable mt = materialized(refresh.getTableIdentifier(), manager);
            checkPartitionSpec(refresh.getPartitionSpec(), mt);
        }
    }

    /**
     * The warning for a RESUME the gateway runs or refuses by the state of the table's continuous refresh job, which
     * no snapshot holds: the warehouse says ACTIVATED, and this script did not start the job. Run after {@link #check}.
     */
    static Optional<Finding> caution(MaterializedTableOperation op, CatalogManager manager, SessionCatalogs state) {
        if (!(op instanceof AlterMaterializedTableResumeOperation resume)) {
            return Optional.empty();
        }
        ObjectIdentifier id = resume.getTableIdentifier();
        CatalogMaterializedTable mt = materialized(id, manager);
        if (mt.getRefreshMode() != RefreshMode.CONTINUOUS || state.status(id(id)).isPresent()
                || status(id, mt, state).orElse(null) != RefreshStatus.ACTIVATED) {
            return Optional.empty();
        }
        String job = MaterializedTableOptions.jobId(state.originalOptions(id(id), mt.getOptions()));
        return Optional.of(new Finding(Finding.Kind.JOB, String.format("Materialized table %s is ACTIVATED in the"
                + " warehouse: Flink resumes it only if its continuous refresh job%s has finished, failed or been"
                + " cancelled, and refuses while that job runs (continuous refresh job has been resumed).", id,
                job == null ? "" : " " + job)));
    }

    /** Records the refresh status a lifecycle operation that passed leaves behind. */
    static void applied(MaterializedTableOperation op, SessionCatalogs state) {
        if (op instanceof AlterMaterializedTableSuspendOperation suspend) {
            state.recordStatus(id(suspend.getTableIdentifier()), RefreshStatus.SUSPENDED);
        } else if (op instanceof AlterMaterializedTableResumeOperation resume) {
            state.recordStatus(id(resume.getTableIdentifier()), RefreshStatus.ACTIVATED);
        }
    }

    private static void checkDrop(DropMaterializedTableOperation drop, CatalogManager manager, SessionCatalogs state) {
        ObjectIdentifier id = drop.getTableIdentifier();
        Optional<ContextResolvedTable> table = manager.getTable(id);
        // the gateway asks the catalog itself: a temporary object of that name does not count
        if (table.isEmpty() || table.get().isTemporary()) {
            if (drop.isIfExists()) {
                return;
            }
            throw new Finding(Finding.Kind.MISSING,
                    String.format("Materialized table with identifier %s does not exist.", id));
        }
        CatalogMaterializedTable mt = materialized(id, manager);
        if (status(id, mt, state).orElse(null) == RefreshStatus.INITIALIZING) {
            throw new Finding(Finding.Kind.STATUS, String.format("Current refresh status of materialized table %s is"
                    + " initializing, skip the drop operation.", id.asSerializableString()));
        }
    }

    private static void checkSuspend(ObjectIdentifier id, CatalogMaterializedTable mt, SessionCatalogs state) {
        RefreshStatus status = status(id, mt, state).orElse(null);
        if (status == RefreshStatus.INITIALIZING) {
            throw new Finding(Finding.Kind.STATUS, String.format(
                    "Materialized table %s is being initialized and does not support suspend operation.", id));
        }
        if (status == RefreshStatus.SUSPENDED) {
            throw new Finding(Finding.Kind.STATUS, mt.getRefreshMode() == RefreshMode.CONTINUOUS
                    ? String.format("Materialized table %s continuous refresh job has been suspended.", id)
                    : String.format("Materialized table %s refresh workflow has been suspended.", id));
        }
    }

    private static void checkResume(ObjectIdentifier id, CatalogMaterializedTable mt, SessionCatalogs state) {
        RefreshStatus status = status(id, mt, state).orElse(null);
        if (status == RefreshStatus.INITIALIZING) {
            throw new Finding(Finding.Kind.STATUS, String.format(
                    "Materialized table %s is being initialized and does not support resume operation.", id));
        }
        if (status != RefreshStatus.ACTIVATED) {
            return;
        }
        if (mt.getRefreshMode() == RefreshMode.FULL) {
            throw new Finding(Finding.Kind.STATUS,
                    String.format("Materialized table %s refresh workflow has been resumed.", id));
        }
        // a CONTINUOUS table is refused only while its job runs: certain when this script started it, else a warning
        if (state.status(id(id)).isPresent()) {
            throw new Finding(Finding.Kind.STATUS,
                    String.format("Materialized table %s continuous refresh job has been resumed.", id));
        }
    }

    private static void checkPartitionSpec(Map<String, String> spec, CatalogMaterializedTable mt) {
        ResolvedSchema schema = ((ResolvedCatalogBaseTable<?>) mt).getResolvedSchema();
        List<String> unknown = new ArrayList<>();
        List<String> nonString = new ArrayList<>();
        for (String key : spec.keySet()) {
            Optional<Column> column = schema.getColumn(key);
            if (column.isEmpty()) {
                unknown.add(key);
            } else if (!column.get().getDataType().getLogicalType().getTypeRoot().getFamilies()
                    .contains(LogicalTypeFamily.CHARACTER_STRING)) {
                nonString.add(key);
            }
        }
        List<String> known = mt.getPartitionKeys();
        if (!unknown.isEmpty()) {
            throw new Finding(Finding.Kind.PARTITION, "The partition spec contains unknown partition keys: "
                    + String.join(", ", unknown) + ". All known partition keys are: "
                    + (known.isEmpty() ? "(none)" : String.join(", ", known)), unknown.get(0));
        }
        if (!nonString.isEmpty()) {
            throw new Finding(Finding.Kind.PARTITION, "Currently, refreshing materialized table only supports"
                    + " referring to char, varchar and string type partition keys. All specified partition keys in"
                    + " partition specs with unsupported types are: " + String.join(", ", nonString), nonString.get(0));
        }
    }

    /** The table the manager loads, or the gateway's words for a missing table or one of another kind. */
    private static CatalogMaterializedTable materialized(ObjectIdentifier id, CatalogManager manager) {
        Optional<ContextResolvedTable> table = manager.getTable(id);
        if (table.isEmpty()) {
            throw new Finding(Finding.Kind.MISSING, String.format("Cannot find table '%s' in any of the catalogs %s,"
                    + " nor as a temporary table.", id, manager.listCatalogs().stream().sorted().toList()));
        }
        CatalogBaseTable base = table.get().getResolvedTable();
        if (base.getTableKind() != CatalogBaseTable.TableKind.MATERIALIZED_TABLE) {
            throw new Finding(Finding.Kind.KIND, String.format("Table %s is not a materialized table, does not"
                    + " support materialized table related operation.", id));
        }
        return (CatalogMaterializedTable) base;
    }

    /** What this script did to the table, else what the warehouse said; unknown for a table loaded without it. */
    private static Optional<RefreshStatus> status(ObjectIdentifier id, CatalogMaterializedTable mt,
                                                  SessionCatalogs state) {
        Optional<RefreshStatus> known = state.status(id(id));
        if (known.isPresent()) {
            return known;
        }
        String recorded = state.originalOptions(id(id), mt.getOptions()).get(MaterializedTableOptions.REFRESH_STATUS);
        try {
            return recorded == null ? Optional.empty() : Optional.of(RefreshStatus.valueOf(recorded));
        } catch (IllegalArgumentException unknownValue) {
            return Optional.empty();
        }
    }

    static TableId id(ObjectIdentifier id) {
        return new TableId(id.getCatalogName(), id.getDatabaseName(), id.getObjectName());
    }
}
