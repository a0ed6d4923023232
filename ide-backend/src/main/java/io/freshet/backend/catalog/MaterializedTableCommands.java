package io.freshet.backend.catalog;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.gateway.mt.RecreatePlan;
import io.freshet.gateway.mt.TableName;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessChangePlan;
import io.freshet.ui.catalog.FreshnessScale;
import io.freshet.ui.catalog.NewMaterializedTable;
import io.freshet.ui.catalog.RefreshEntry;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import java.util.Map;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;

/**
 * The changes of the catalog page: create, re-create with a new freshness, suspend, resume, refresh, repair, drop.
 * Each goes through the gateway as the signed-in user, is audited and is followed by a catalog re-read.
 */
@Component
public class MaterializedTableCommands {

    private final PaimonCatalogSnapshotSource source;
    private final GatewayActions gateway;
    private final AuditLog audit;
    private final RefreshStarts refreshes;

    public MaterializedTableCommands(PaimonCatalogSnapshotSource source, GatewayActions gateway, AuditLog audit,
                                     RefreshStarts refreshes) {
        this.source = source;
        this.gateway = gateway;
        this.audit = audit;
        this.refreshes = refreshes;
    }

    public TableRef create(NewMaterializedTable table) {
        checkSchedulable(table.freshness());
        return audited(AuditAction.MATERIALIZED_TABLE_CREATED, table.ref(), table.ddl(), () -> {
            gateway.withTables("Creating " + table.ref(), tables -> tables.create(name(table.ref()), table.ddl()));
            return table.ref();
        });
    }

    public FreshnessChangePlan planFreshnessChange(TableRef ref, Freshness freshness) {
        RecreatePlan plan = gateway.withTables("Planning the new freshness of " + ref,
                tables -> tables.planRecreate(name(ref), freshness.flinkText()));
        // a mode the definition names survives the re-create: the threshold does not decide it
        FreshnessScale scale = checkSchedulable(freshness, FreshnessScale.forTable(gateway.freshnessThreshold(),
                plan.current().logicalRefreshMode(), null, null));
        return FreshnessPlans.of(ref, plan, freshness, scale);
    }

    public void changeFreshness(TableRef ref, Freshness freshness) {
        FreshnessChangePlan plan = planFreshnessChange(ref, freshness);
        audited(AuditAction.MATERIALIZED_TABLE_FRESHNESS_CHANGED, ref, plan.from().words() + " -> " + freshness.words(),
                () -> gateway.withTables("Changing the freshness of " + ref,
                        tables -> tables.recreate(tables.planRecreate(name(ref), freshness.flinkText()))));
    }

    public void suspend(TableRef ref) {
        audited(AuditAction.MATERIALIZED_TABLE_SUSPENDED, ref, "", () -> gateway.withTables("Suspending " + ref, t -> {
            t.suspend(name(ref));
            return null;
        }));
    }

    public void resume(TableRef ref) {
        audited(AuditAction.MATERIALIZED_TABLE_RESUMED, ref, "", () -> gateway.withTables("Resuming " + ref, t -> {
            t.resume(name(ref), Map.of());
            return null;
        }));
    }

    /** Starts the refresh in the background and returns its new history entry at once. */
    public RefreshEntry refresh(TableRef ref) {
        return refreshes.start(ref, () -> audited(AuditAction.MATERIALIZED_TABLE_REFRESHED, ref, "",
                () -> gateway.withTables("Refreshing " + ref, tables -> tables.refresh(name(ref)))));
    }

    public void repair(TableRef ref) {
        audited(AuditAction.MATERIALIZED_TABLE_REPAIRED, ref, "",
                () -> gateway.withTables("Repairing " + ref, tables -> tables.repair(name(ref))));
    }

    public void drop(TableRef ref) {
        audited(AuditAction.MATERIALIZED_TABLE_DROPPED, ref, "", () -> gateway.withTables("Dropping " + ref, t -> {
            t.drop(name(ref));
            return null;
        }));
    }

    private FreshnessScale checkSchedulable(Freshness freshness) {
        return checkSchedulable(freshness, new FreshnessScale(gateway.freshnessThreshold()));
    }

    private static FreshnessScale checkSchedulable(Freshness freshness, FreshnessScale scale) {
        if (!scale.accepts(freshness)) {
            throw new ServiceException("Flink cannot schedule a refresh every " + freshness.words()
                    + "; pick a value the slider offers.");
        }
        return scale;
    }

    private <T> T audited(AuditAction action, TableRef ref, String detail, Supplier<T> work) {
        try {
            T result = work.get();
            audit.record(action, ref.toString(), AuditLog.SUCCESS, detail);
            return result;
        } catch (ServiceException e) {
            audit.record(action, ref.toString(), AuditLog.FAILURE, e.userMessage());
            throw e;
        } finally {
            source.invalidate();
        }
    }

    private static TableName name(TableRef ref) {
        return TableName.of(ref.catalog(), ref.database(), ref.table());
    }
}
