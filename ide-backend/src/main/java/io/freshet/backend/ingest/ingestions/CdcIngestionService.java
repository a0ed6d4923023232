package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.SecretRedaction;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionJob;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionPlan;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.ResyncPreview;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.TableDrift;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;

/**
 * Ingestions by change data capture on the ingestion gateway: creates, lists, stops with a savepoint, restarts from it
 * and deletes (dropping the source's replication slots). Every step is audited; a step that fails half-way cleans
 * up what it started or records what is left. The views reach it through {@link IngestionRouter}, which sends it
 * every CDC call.
 */
@Service
class CdcIngestionService {

    private final IngestionPlans plans;
    private final IngestionStore store;
    private final IngestionSteps steps;
    private final IngestionDrifts drifts;
    private final TableResync resyncs;
    private final IngestionControl control;
    private final IngestionFlinkJobs flinkJobs;
    private final ObjectProvider<PaimonCatalogSnapshotSource> catalog;

    public CdcIngestionService(IngestionPlans plans, IngestionStore store, IngestionSteps steps,
            IngestionDrifts drifts, TableResync resyncs, IngestionControl control, IngestionFlinkJobs flinkJobs,
            ObjectProvider<PaimonCatalogSnapshotSource> catalog) {
        this.catalog = catalog;
        this.control = control;
        this.flinkJobs = flinkJobs;
        this.plans = plans;
        this.store = store;
        this.steps = steps;
        this.drifts = drifts;
        this.resyncs = resyncs;
    }

    @RolesAllowed(Roles.DEVELOPER)
    public IngestionPlan plan(String source, String schema, List<String> tables, String targetDatabase,
            IngestionMode mode) {
        IngestionPlans.Prepared p = plans.prepare(source, schema, tables, targetDatabase, mode);
        return new IngestionPlan(mode, p.planned().statements().stream().map(SecretRedaction::redact).toList(),
                p.planned().slots());
    }

    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary create(String source, String schema, List<String> tables, String targetDatabase,
            IngestionMode mode) {
        IngestionPlans.Prepared p = plans.prepare(source, schema, tables, targetDatabase, mode);
        plans.requireReady(p);
        Set<String> inUse = new HashSet<>();
        store.list().forEach(i -> inUse.addAll(i.slots()));
        List<String> taken = p.planned().slots().stream().filter(inUse::contains).toList();
        if (!taken.isEmpty()) {
            throw new ServiceException("Another ingestion already reads " + String.join(", ", taken)
                    + " from " + source + ": delete it first.");
        }
        long id = store.create(source, p.schema(), p.tables(), p.database(), mode, p.planned().slots(),
                AuditLog.currentActor());
        return steps.start(id, p, null, AuditAction.INGESTION_CREATED);
    }

    @RolesAllowed(Roles.DEVELOPER)
    public List<IngestionSummary> list() {
        List<IngestionSummary> all = store.list();
        Map<String, String> statuses = steps.statuses(all);
        List<IngestionSummary> listed = new ArrayList<>();
        for (IngestionSummary i : all) {
            String status = i.jobId() == null ? "" : statuses.getOrDefault(i.jobId(), "");
            listed.add(new IngestionSummary(i.id(), i.source(), i.schema(), i.tables(), i.targetDatabase(), i.mode(),
                    i.state(), i.jobId(), status, i.savepoint(), i.slots(), i.message(), i.createdBy(),
                    i.updatedAt()));
        }
        return listed;
    }

    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary stop(long id) {
        return control.stop(store.get(id));
    }

    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary restart(long id) {
        IngestionSummary i = store.get(id);
        if (!i.state().canMoveTo(IngestionState.CREATING)) {
            throw new ServiceException("Ingestion " + id + " is " + i.state() + ": stop it before restarting it.");
        }
        control.requireNoLiveJob(i);
        IngestionPlans.Prepared p = plans.prepareAgain(i);
        plans.requireReady(p);
        store.move(id, IngestionState.CREATING, null, null, "Restarting");
        return steps.start(id, p, i.savepoint(), AuditAction.INGESTION_RESTARTED);
    }

    @RolesAllowed(Roles.DEVELOPER)
    public void delete(long id) {
        control.delete(store.get(id));
    }

    @RolesAllowed(Roles.ADMIN)
    public List<IngestionJob> flinkJobs() {
        return flinkJobs.list();
    }

    @RolesAllowed(Roles.DEVELOPER)
    public List<TableDrift> drift(long id) {
        return drifts.drift(id);
    }

    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary applyDrift(long id) {
        List<TableDrift> drift = drifts.drift(id);
        List<String> resync = drift.stream().filter(TableDrift::needsResync).map(TableDrift::table).toList();
        if (!resync.isEmpty()) {
            throw new ServiceException("These tables need a resync, which ALTER TABLE cannot do: "
                    + String.join(", ", resync) + ". Nothing was changed.");
        }
        if (drift.isEmpty()) {
            throw new ServiceException("Ingestion " + id + " has no schema drift to apply.");
        }
        IngestionSummary i = store.get(id);
        if (i.state().active()) {
            // the job must not write while its tables change, and the restart needs a savepoint
            i = control.stop(i);
        }
        if (i.state() != IngestionState.STOPPED || i.savepoint() == null) {
            throw new ServiceException("Ingestion " + id + " is " + i.state() + ": schema changes are applied to a"
                    + " running or stopped ingestion.");
        }
        IngestionPlans.Prepared p = plans.prepareAgain(i);
        steps.alter(i, p, drift.stream().flatMap(d -> d.ddl().stream()).toList());
        IngestionSummary restarted = restart(id);
        // the editor validates against the catalog reader's last read: read the altered tables now, not at its pace
        catalog.ifAvailable(PaimonCatalogSnapshotSource::readNow);
        return restarted;
    }

    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary resync(long id, String table) {
        IngestionSummary i = resyncable(id, table);
        if (!i.state().active() && i.state() != IngestionState.STOPPED && i.state() != IngestionState.FAILED) {
            throw new ServiceException("Ingestion " + id + " is " + i.state() + ": a table is resynced in a running,"
                    + " stopped or failed ingestion.");
        }
        IngestionPlans.Prepared p = plans.prepareResync(i, table);
        if (p.source().kind() != SourceKind.POSTGRESQL) {
            // the others' sources would have to go on from a saved offset, which a MySQL source keeps only in the
            // savepoint; a job without it would read every table again
            throw new ServiceException("Resync needs a PostgreSQL source: a MySQL source keeps no position of its"
                    + " own for the other tables to go on from. Delete the ingestion and create it again to read"
                    + " every table anew. Nothing was changed.");
        }
        if (i.state().active()) {
            // the job must not write into the table while it is emptied
            i = control.stop(i);
        }
        return resyncs.resync(i, p, table);
    }

    @RolesAllowed(Roles.DEVELOPER)
    public ResyncPreview resyncPreview(long id, String table) {
        return resyncs.preview(resyncable(id, table), table);
    }

    private IngestionSummary resyncable(long id, String table) {
        IngestionSummary i = store.get(id);
        if (i.mode() != IngestionMode.CDC) {
            throw new ServiceException("Ingestion " + id + " is a " + i.mode() + " ingestion: refresh its table to"
                    + " read it again.");
        }
        if (!i.tables().contains(table)) {
            throw new ServiceException("Ingestion " + id + " does not read a table " + table + ".");
        }
        return i;
    }
}
