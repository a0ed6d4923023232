package io.freshet.backend.ingest.ingestions;

import io.freshet.analysis.ingest.SourceDialect;
import io.freshet.analysis.ingest.TargetNames;
import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.SecretRedaction;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.GatewayException;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionPlan;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceKind;
import org.springframework.stereotype.Component;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Snapshot ingestions on the main gateway: FULL-mode materialized tables over the source's JDBC catalog, refreshed
 * by the gateway's workflow scheduler. Stop suspends the tables, restart resumes them; delete suspends them and
 * keeps them with their rows (as a CDC ingestion keeps its tables). Every statement passes the acting user's gate
 * and is audited.
 */
@Component
class SnapshotIngestions {

    private final IngestionPlans plans;
    private final IngestionStore store;
    private final GatewayConnection gateway;
    private final FreshetProperties properties;
    private final StatementGuard guard;
    private final AuditLog audit;

    SnapshotIngestions(IngestionPlans plans, IngestionStore store, GatewayConnection gateway,
            FreshetProperties properties, StatementGuard guard, AuditLog audit) {
        this.plans = plans;
        this.store = store;
        this.gateway = gateway;
        this.properties = properties;
        this.guard = guard;
        this.audit = audit;
    }

    private record Prepared(IngestionPlans.Chosen chosen, SnapshotPlanner.Planned planned) {
    }

    IngestionPlan plan(String source, String schema, List<String> tables, String targetDatabase, Duration freshness) {
        Prepared p = prepare(source, schema, tables, targetDatabase, freshness);
        return new IngestionPlan(IngestionMode.SNAPSHOT,
                p.planned().statements().stream().map(SecretRedaction::redact).toList(), List.of());
    }

    /** Creates the tables and fills them once; RUNNING, or FAILED with the tables it created dropped again. */
    IngestionSummary create(String source, String schema, List<String> tables, String targetDatabase,
            Duration freshness) {
        Prepared p = prepare(source, schema, tables, targetDatabase, freshness);
        IngestionPlans.Chosen c = p.chosen();
        List<String> names = c.tables().stream().map(t -> t.name()).toList();
        long id = store.create(source, c.schema(), names, c.database(), IngestionMode.SNAPSHOT, List.of(),
                AuditLog.currentActor());
        String target = IngestionJobs.target(id, source);
        List<String> created = new ArrayList<>();
        try (IngestionJobs jobs = jobs(p.planned().own())) {
            try {
                for (String statement : p.planned().statements()) {
                    jobs.run(statement);
                    if (statement.startsWith("CREATE MATERIALIZED TABLE ")) {
                        created.add(p.planned().tables().get(created.size()));
                    }
                }
            } catch (RuntimeException e) {
                String left = undo(jobs, created);
                String why = IngestionJobs.message(e);
                store.move(id, IngestionState.FAILED, null, null, "Start failed: " + why + left);
                audit.record(AuditAction.INGESTION_CREATED, target, AuditLog.FAILURE, why + left);
                throw new ServiceException("The snapshot ingestion did not start: " + why + left, e);
            }
        }
        IngestionSummary running = store.move(id, IngestionState.RUNNING, null, null, "Full refresh, FRESHNESS = "
                + SnapshotPlanner.interval(freshness) + ", of " + String.join(", ", p.planned().tables()));
        audit.record(AuditAction.INGESTION_CREATED, target, AuditLog.SUCCESS, "snapshot, tables "
                + String.join(", ", p.planned().tables()));
        return running;
    }

    /** Suspends every table's schedule: STOPPED (no savepoint: a full refresh reads everything again). */
    IngestionSummary stop(IngestionSummary i) {
        if (i.state() != IngestionState.RUNNING) {
            throw new ServiceException("Ingestion " + i.id() + " is " + i.state() + ", not running.");
        }
        store.move(i.id(), IngestionState.STOPPING, null, null, "Suspending " + String.join(", ", tables(i)));
        return alter(i, "SUSPEND", IngestionState.STOPPED, AuditAction.INGESTION_STOPPED);
    }

    /** Resumes every table's schedule. */
    IngestionSummary restart(IngestionSummary i) {
        if (!i.state().canMoveTo(IngestionState.CREATING)) {
            throw new ServiceException("Ingestion " + i.id() + " is " + i.state() + ": stop it before restarting it.");
        }
        store.move(i.id(), IngestionState.CREATING, null, null, "Resuming " + String.join(", ", tables(i)));
        return alter(i, "RESUME", IngestionState.RUNNING, AuditAction.INGESTION_RESTARTED);
    }

    /**
     * Suspends the tables if they run and keeps them with their rows (DROP MATERIALIZED TABLE would delete the rows);
     * the source's JDBC catalog, which holds its password in the gateway's catalog store, is dropped with its last
     * snapshot ingestion.
     */
    void delete(IngestionSummary i) {
        if (i.state() == IngestionState.RUNNING) {
            stop(i);
        }
        boolean lastOfSource = store.list().stream().noneMatch(o -> o.id() != i.id()
                && o.mode() == IngestionMode.SNAPSHOT && o.source().equals(i.source()));
        String target = IngestionJobs.target(i.id(), i.source());
        if (lastOfSource) {
            try (IngestionJobs jobs = jobs(Set.of(SnapshotPlanner.dropCatalog(i.source())))) {
                jobs.run(SnapshotPlanner.dropCatalog(i.source()));
            } catch (RuntimeException e) {
                audit.record(AuditAction.INGESTION_DELETED, target, AuditLog.FAILURE, IngestionJobs.message(e));
                throw new ServiceException("Ingestion " + i.id() + " was stopped, but the catalog "
                        + SnapshotPlanner.catalogName(i.source()) + " was not dropped: " + IngestionJobs.message(e), e);
            }
        }
        IngestionState now = store.get(i.id()).state();
        if (!now.canMoveTo(IngestionState.DELETED)) {
            store.move(i.id(), IngestionState.FAILED, null, null, "Deleting");
        }
        store.move(i.id(), IngestionState.DELETED, "", null, "Deleted; the suspended tables in " + i.targetDatabase()
                + " stay with their rows");
        audit.record(AuditAction.INGESTION_DELETED, target, AuditLog.SUCCESS, "tables suspended and kept: "
                + String.join(", ", tables(i)) + (lastOfSource ? "; catalog dropped" : ""));
    }

    private IngestionSummary alter(IngestionSummary i, String action, IngestionState next, AuditAction audited) {
        String target = IngestionJobs.target(i.id(), i.source());
        try (IngestionJobs jobs = jobs(Set.of())) {
            for (String table : tables(i)) {
                jobs.run("ALTER MATERIALIZED TABLE " + table + " " + action);
            }
        } catch (RuntimeException e) {
            String why = IngestionJobs.message(e);
            store.move(i.id(), IngestionState.FAILED, null, null, action + " failed: " + why);
            audit.record(audited, target, AuditLog.FAILURE, why);
            throw new ServiceException("Ingestion " + i.id() + ": " + action + " failed: " + why, e);
        }
        IngestionSummary moved = store.move(i.id(), next, null, null, (next == IngestionState.RUNNING
                ? "Resumed " : "Suspended ") + String.join(", ", tables(i)));
        audit.record(audited, target, AuditLog.SUCCESS, action + " " + String.join(", ", tables(i)));
        return moved;
    }

    private Prepared prepare(String source, String schema, List<String> tables, String targetDatabase,
            Duration freshness) {
        IngestionPlans.Chosen c = plans.choose(source, schema, tables, targetDatabase);
        if (c.source().kind() != SourceKind.POSTGRESQL) {
            throw new ServiceException("Snapshot ingestion reads PostgreSQL sources only: Flink 2.0 has no MySQL"
                    + " JDBC dialect here.");
        }
        return new Prepared(c, SnapshotPlanner.plan(c.source(), c.schema(), c.tables(), c.targets(),
                properties.catalog().name(), freshness));
    }

    /** Drops the tables this attempt created (they hold no rows worth keeping); says what is left. */
    private static String undo(IngestionJobs jobs, List<String> created) {
        StringBuilder left = new StringBuilder();
        for (String table : created) {
            try {
                jobs.run("DROP MATERIALIZED TABLE IF EXISTS " + table);
            } catch (RuntimeException e) {
                left.append(" The table ").append(table).append(" was created and could not be dropped: ")
                        .append(IngestionJobs.message(e)).append('.');
            }
        }
        return left.toString();
    }

    private List<String> tables(IngestionSummary i) {
        String catalog = properties.catalog().name();
        return i.tables().stream().map(t -> SqlQuoting.qualified(catalog, i.targetDatabase(),
                TargetNames.table(SourceDialect.POSTGRESQL, i.schema(), t))).toList();
    }

    private IngestionJobs jobs(Set<String> own) {
        try {
            return new IngestionJobs(gateway.client(), AuditLog.currentActor(), guard, audit, own);
        } catch (GatewayException e) {
            throw new ServiceException("The Flink SQL Gateway is not available: " + e.userMessage(), e);
        }
    }
}
