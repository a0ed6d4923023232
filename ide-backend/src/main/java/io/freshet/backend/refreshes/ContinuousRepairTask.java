package io.freshet.backend.refreshes;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.freshness.LostJobs;
import io.freshet.backend.gateway.FlinkLifecycleListener;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.Supervision;
import io.freshet.backend.gateway.SupervisionWords;
import io.freshet.backend.gateway.SystemGate;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.RetainedCheckpoints;
import io.freshet.gateway.mt.MaterializedTables;
import io.freshet.gateway.mt.PaimonSinkOptions;
import io.freshet.gateway.mt.PaimonTableOptionsWriter;
import io.freshet.gateway.mt.TableName;
import jakarta.annotation.PreDestroy;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * When the embedded Flink dies, its CONTINUOUS tables' jobs die with it: they are marked lost at once (the tree and the
 * table page stop saying ACTIVATED), and once Flink is back each is started again from its lost job's latest
 * checkpoint ({@link ContinuousRepair}) on this task's own thread; each outcome is audited as the system's action.
 */
@Component
public class ContinuousRepairTask implements FlinkLifecycleListener {

    private static final Logger LOG = LoggerFactory.getLogger(ContinuousRepairTask.class);

    private final GatewayConnection gateway;
    private final PaimonCatalogSnapshotSource catalog;
    private final PaimonCatalogAccess access;
    private final LostJobs lost;
    private final AuditLog audit;
    private final Clock clock = Clock.systemUTC();
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "freshet-continuous-repair");
        t.setDaemon(true);
        return t;
    });

    public ContinuousRepairTask(GatewayConnection gateway, PaimonCatalogSnapshotSource catalog,
                                PaimonCatalogAccess access, LostJobs lost, AuditLog audit) {
        this.gateway = gateway;
        this.catalog = catalog;
        this.access = access;
        this.lost = lost;
        this.audit = audit;
        gateway.listen(this);
    }

    @Override
    public void died(Supervision supervision) {
        String words = SupervisionWords.died(supervision) + "; its refresh job went with it. Freshet restores the job"
                + " from its latest checkpoint once Flink is back.";
        for (TableInfo table : activeContinuous(catalog.state().snapshot().tables().toList())) {
            lost.put(table.id().toString(), LostJobs.Phase.LOST, MaterializedTableOptions.jobId(table.options()), words,
                    clock.instant());
        }
    }

    @Override
    public void restarted(Supervision supervision) {
        thread.execute(this::repairAll);
    }

    /** Repairs every active CONTINUOUS table of the catalog whose job Flink no longer runs; returns the outcomes. */
    public List<ContinuousRepair.Outcome> repairAll() {
        Path checkpoints = gateway.embedded().map(EmbeddedFlink::layout).map(l -> l.checkpoints()).orElse(null);
        if (checkpoints == null) {
            return List.of();
        }
        List<TableInfo> tables = activeContinuous(catalog.readNow().snapshot().tables().toList());
        List<ContinuousRepair.Outcome> outcomes = tables.stream().map(t -> repair(t, checkpoints)).toList();
        catalog.invalidate();
        return outcomes;
    }

    private ContinuousRepair.Outcome repair(TableInfo table, Path checkpoints) {
        String id = table.id().toString();
        String jobId = MaterializedTableOptions.jobId(table.options());
        lost.put(id, LostJobs.Phase.REPAIRING, jobId,
                ContinuousRepair.plan(jobId, RetainedCheckpoints.latest(checkpoints, jobId)), clock.instant());
        TableName name = TableName.of(table.id().catalog(), table.id().database(), table.id().table());
        ContinuousRepair.Outcome outcome;
        try (GatewaySession session = gateway.client().session(PaimonSinkOptions.SESSION,
                SystemGate.of("the repair of " + id))) {
            outcome = ContinuousRepair.repair(() -> new MaterializedTables(session,
                    PaimonTableOptionsWriter.forWarehouse(access.warehouse())), name, jobId, checkpoints);
        } catch (GatewayException e) {
            outcome = new ContinuousRepair.Outcome(false, "Not repaired: Freshet could not reach the restarted"
                    + " Flink SQL Gateway (" + e.userMessage() + "). Repair tries again.");
        }
        if (outcome.repaired()) {
            lost.repaired(id);
            LOG.info("Repaired {}: {}", id, outcome.words());
        } else {
            lost.put(id, LostJobs.Phase.NOT_REPAIRED, jobId, outcome.words(), clock.instant());
            LOG.warn("{}: {}", id, outcome.words());
        }
        audit.record("system", AuditAction.MATERIALIZED_TABLE_REPAIRED, id,
                outcome.repaired() ? AuditLog.SUCCESS : AuditLog.FAILURE, outcome.words());
        return outcome;
    }

    private static List<TableInfo> activeContinuous(List<TableInfo> tables) {
        return tables.stream().filter(t -> t.materialized() != null)
                .filter(t -> "CONTINUOUS".equals(t.materialized().refreshMode()))
                .filter(t -> "ACTIVATED".equals(t.options().get(MaterializedTableOptions.REFRESH_STATUS)))
                .filter(t -> MaterializedTableOptions.jobId(t.options()) != null).toList();
    }

    @PreDestroy
    public void stop() {
        thread.shutdownNow();
    }
}
