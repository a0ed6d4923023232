package io.freshet.gateway.mt;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.gateway.jobs.StateRecovery;
import io.freshet.gateway.mt.text.RefreshStatement;

import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Materialized-table operations on one gateway session: create, describe, suspend, resume, refresh,
 * drop, re-create with a new freshness, and the detection and repair of tables orphaned by a restart.
 */
public final class MaterializedTables {

    /** Flink job states in which a continuous refresh job no longer refreshes anything. */
    private static final Set<String> DEAD_JOB_STATES = Set.of("FAILED", "CANCELED", "FINISHED");

    private final GatewaySession session;
    private final TableOptionsWriter optionsWriter;

    /** @param optionsWriter used only by {@link #repair}; may be null when repair is not needed */
    public MaterializedTables(GatewaySession session, TableOptionsWriter optionsWriter) {
        this.session = session;
        this.optionsWriter = optionsWriter;
    }

    /** Runs a CREATE MATERIALIZED TABLE statement and describes the new table. */
    public MaterializedTableInfo create(TableName name, String createDdl) {
        session.execute(createDdl);
        return describe(name);
    }

    public MaterializedTableInfo describe(TableName name) {
        return TableDescriber.describe(session, name);
    }

    /** The table's state including ORPHANED: an ACTIVATED continuous table whose job is gone or dead. */
    public MaterializedTableState state(TableName name) {
        MaterializedTableInfo info = describe(name);
        if (info.state() == MaterializedTableState.ACTIVATED && info.refreshMode() == RefreshMode.CONTINUOUS
                && !jobAlive(info.jobId())) {
            return info.state().moveTo(MaterializedTableState.ORPHANED);
        }
        return info.state();
    }

    public void suspend(TableName name) {
        guarded(name, MaterializedTableState.SUSPENDED, "ALTER MATERIALIZED TABLE " + name.sql() + " SUSPEND");
    }

    /** Resumes; the options apply to the resumed job or schedule only (e.g. a higher parallelism). */
    public void resume(TableName name, Map<String, String> options) {
        String with = options.isEmpty() ? "" : " WITH (" + options.entrySet().stream()
                .map(e -> SqlQuoting.literal(e.getKey()) + " = " + SqlQuoting.literal(e.getValue()))
                .collect(Collectors.joining(", ")) + ")";
        guarded(name, MaterializedTableState.ACTIVATED, "ALTER MATERIALIZED TABLE " + name.sql() + " RESUME" + with);
    }

    /** Refreshes the whole table (one batch job); returns the job id. */
    public String refresh(TableName name) {
        return session.execute(RefreshStatement.of(name.sql(), Map.of())).jobId();
    }

    /** Refreshes one partition, e.g. {@code ds -> 2024-01-01}; returns the batch job's id. */
    public String refreshPartition(TableName name, Map<String, String> partition) {
        if (partition.isEmpty()) {
            throw new IllegalArgumentException("A partition refresh of " + name + " names no partition column");
        }
        return session.execute(RefreshStatement.of(name.sql(), partition)).jobId();
    }

    /**
     * Deletes one partition's rows (Paimon's {@code sys.drop_partition}; Flink rejects DELETE on a
     * materialized table), e.g. before refreshing it again from corrected sources.
     */
    public void dropPartition(TableName name, Map<String, String> partition) {
        String database = name.database() != null ? name.database() : currentDatabase();
        String spec = partition.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
        String procedure = name.parts().size() == 3
                ? SqlQuoting.identifier(name.parts().get(0)) + ".sys.drop_partition" : "sys.drop_partition";
        session.execute("CALL " + procedure + "(" + SqlQuoting.literal(database + "." + name.table())
                + ", " + SqlQuoting.literal(spec) + ")");
    }

    /**
     * Refreshes one partition (or all when empty) through the gateway's v3 REST endpoint, with table
     * options for this run only; returns the batch job's id. The endpoint exists from Flink 1.20 on.
     */
    public String refreshWithOptions(TableName name, Map<String, String> partition, Map<String, String> options) {
        return session.refreshMaterializedTable(name.toString(), partition, options).jobId();
    }

    public void drop(TableName name) {
        guarded(name, MaterializedTableState.DROPPED, "DROP MATERIALIZED TABLE " + name.sql());
    }

    /** What re-creating with a new freshness (e.g. "1 HOUR") does and loses; nothing runs yet. */
    public RecreatePlan planRecreate(TableName name, String newFreshness) {
        return Recreation.plan(describe(name), newFreshness);
    }

    /** Drops the table and creates it again as planned; an orphaned table is repaired first so DROP works. */
    public MaterializedTableInfo recreate(RecreatePlan plan) {
        TableName name = plan.current().name();
        if (state(name) == MaterializedTableState.ORPHANED) {
            markSuspended(describe(name));
        }
        drop(name);
        return create(name, plan.ddl());
    }

    /**
     * Makes an orphaned table usable again. A continuous table's status is set to SUSPENDED directly in the
     * catalog (the only way past Flink's look-up of the vanished job), then RESUME starts a new refresh job.
     * A full table whose schedule was lost (SUSPEND and RESUME fail, DROP works) is re-created with the same
     * freshness: see {@link #planRecreate} for what that loses. Flink offers no way to list the embedded
     * scheduler's jobs, so a full table counts as orphaned when its SUSPEND or RESUME failed that way.
     */
    public MaterializedTableInfo repair(TableName name) {
        MaterializedTableInfo info = describe(name);
        if (info.refreshMode() == RefreshMode.FULL) {
            return recreate(planRecreate(name, info.freshness()));
        }
        MaterializedTableState state = state(name);
        if (state != MaterializedTableState.ORPHANED) {
            throw new GatewayException(Kind.MATERIALIZED_TABLE, name + " is " + state + ", not orphaned: nothing to repair.",
                    "", null);
        }
        markSuspended(info);
        resume(name, Map.of());
        return describe(name);
    }

    /**
     * Repairs an orphaned continuous table so that its new refresh job restores the state its lost job left in
     * {@code restorePath} (a retained checkpoint): RESUME hands the session's options to the job it starts, so the
     * restore path is set in this session around it. Afterwards the session starts jobs without state again.
     */
    public MaterializedTableInfo repairFrom(TableName name, String restorePath) {
        MaterializedTableInfo info = describe(name);
        MaterializedTableState state = state(name);
        if (info.refreshMode() != RefreshMode.CONTINUOUS || state != MaterializedTableState.ORPHANED) {
            throw new GatewayException(Kind.MATERIALIZED_TABLE, name + " is " + info.refreshMode() + " and " + state
                    + ", not an orphaned continuous table: nothing to restore.", "", null);
        }
        markSuspended(info);
        session.execute(StateRecovery.restoreFrom(restorePath));
        try {
            resume(name, Map.of());
        } finally {
            session.execute(StateRecovery.RESET);
        }
        return describe(name);
    }

    private void markSuspended(MaterializedTableInfo info) {
        if (optionsWriter == null) {
            throw new GatewayException(Kind.MATERIALIZED_TABLE, "Repairing " + info.name()
                    + " needs direct access to its Paimon catalog, which is not configured.", "", null);
        }
        String database = info.name().database() != null ? info.name().database() : currentDatabase();
        optionsWriter.setOption(database, info.name().table(), MaterializedTableOptions.REFRESH_STATUS, "SUSPENDED");
        // the session's catalog caches the table: only a fresh session sees the change
        session.renew();
    }

    private String currentDatabase() {
        return String.valueOf(session.execute("SHOW CURRENT DATABASE").rows().get(0).fields().get(0));
    }

    private boolean jobAlive(String jobId) {
        if (jobId == null) {
            return false;
        }
        return JobControl.on(session).status(jobId).filter(status -> !DEAD_JOB_STATES.contains(status)).isPresent();
    }

    /** Runs a command that needs the refresh job; an orphaned table gets a clear message instead of a trace. */
    private void guarded(TableName name, MaterializedTableState target, String sql) {
        try {
            session.execute(sql);
        } catch (GatewayException e) {
            if (OrphanErrors.isMissingJob(e.details())) {
                throw new GatewayException(Kind.MATERIALIZED_TABLE, "The refresh job or schedule of " + name
                        + " no longer exists (Flink was probably restarted), so it cannot be " + verb(target)
                        + ". Repair the table to refresh it again.", e.details(), e);
            }
            throw e;
        }
    }

    private static String verb(MaterializedTableState target) {
        return switch (target) {
            case SUSPENDED -> "suspended";
            case ACTIVATED -> "resumed";
            case DROPPED -> "dropped";
            default -> "changed";
        };
    }
}
