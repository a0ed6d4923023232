package io.freshet.backend.ingest.ingestions;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionJob;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionPlan;
import io.freshet.ui.ingest.IngestionService;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.ResyncPreview;
import io.freshet.ui.ingest.TableDrift;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.time.Duration;
import java.util.List;
import org.springframework.stereotype.Service;

/** The ingestion service the views use: hands each call to the CDC or the snapshot ingestions by mode. */
@Service
class IngestionRouter implements IngestionService {

    private final CdcIngestionService cdc;
    private final SnapshotIngestions snapshots;
    private final IngestionStore store;

    IngestionRouter(CdcIngestionService cdc, SnapshotIngestions snapshots, IngestionStore store) {
        this.cdc = cdc;
        this.snapshots = snapshots;
        this.store = store;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public IngestionPlan plan(String source, String schema, List<String> tables, String targetDatabase,
            IngestionMode mode, Duration freshness) {
        return mode == IngestionMode.SNAPSHOT ? snapshots.plan(source, schema, tables, targetDatabase, freshness)
                : cdc.plan(source, schema, tables, targetDatabase, mode);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary create(String source, String schema, List<String> tables, String targetDatabase,
            IngestionMode mode, Duration freshness) {
        return mode == IngestionMode.SNAPSHOT ? snapshots.create(source, schema, tables, targetDatabase, freshness)
                : cdc.create(source, schema, tables, targetDatabase, mode);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<IngestionSummary> list() {
        return cdc.list();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary stop(long id) {
        IngestionSummary i = store.get(id);
        return i.mode() == IngestionMode.SNAPSHOT ? snapshots.stop(i) : cdc.stop(id);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary restart(long id) {
        IngestionSummary i = store.get(id);
        return i.mode() == IngestionMode.SNAPSHOT ? snapshots.restart(i) : cdc.restart(id);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void delete(long id) {
        IngestionSummary i = store.get(id);
        if (i.mode() == IngestionMode.SNAPSHOT) {
            snapshots.delete(i);
        } else {
            cdc.delete(id);
        }
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary applyDrift(long id) {
        if (store.get(id).mode() == IngestionMode.SNAPSHOT) {
            throw new ServiceException("A snapshot ingestion's tables are materialized tables: re-create the"
                    + " ingestion to take the source's new columns (its next full read fills them).");
        }
        return cdc.applyDrift(id);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public IngestionSummary resync(long id, String table) {
        refuseSnapshot(id);
        return cdc.resync(id, table);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ResyncPreview resyncPreview(long id, String table) {
        refuseSnapshot(id);
        return cdc.resyncPreview(id, table);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<TableDrift> drift(long id) {
        // read-only for both modes; a snapshot table's drift is applied by re-creating it (a full read anyway)
        return cdc.drift(id);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public List<IngestionJob> flinkJobs() {
        return cdc.flinkJobs();
    }

    /** A resync re-reads a CDC table from its slot; a snapshot ingestion's table is read again by a refresh. */
    private void refuseSnapshot(long id) {
        if (store.get(id).mode() == IngestionMode.SNAPSHOT) {
            throw new ServiceException("A snapshot ingestion's tables are FULL materialized tables: refresh the table"
                    + " to read it again.");
        }
    }
}
