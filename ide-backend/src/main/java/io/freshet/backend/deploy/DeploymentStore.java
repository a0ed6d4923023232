package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableId;
import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.DeployStep;
import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.StepState;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * SQL for the tables {@code deployment} (V24; its environment V26) and {@code deployment_step} (V24): the record
 * of every applied plan, so that
 * "what is deployed, from which commit" has an answer after a restart. Writing a change never fails a deployment:
 * a failed write is logged.
 */
@Component
class DeploymentStore implements DeployRun.Listener {

    private static final Logger LOG = LoggerFactory.getLogger(DeploymentStore.class);
    private static final int MAX_TEXT = 4000;
    private static final String COLUMNS = "SELECT id, project, branch, commit_id, uncommitted, started_by, started_at,"
            + " finished_at, state, message, environment FROM deployment";
    /** The statement kinds whose DONE step made a table the project's (the DROP candidates of a later plan). */
    private static final List<String> CREATES = List.of("CREATE_TABLE", "CREATE_TABLE_AS", "CREATE_VIEW",
            "CREATE_MATERIALIZED_TABLE");

    private final JdbcTemplate jdbc;
    private final TransactionTemplate tx;

    DeploymentStore(JdbcTemplate jdbc, TransactionTemplate tx) {
        this.jdbc = jdbc;
        this.tx = tx;
    }

    /** Records a deployment to production as it starts. */
    long insert(String project, PlanCommit commit, String user, Instant startedAt, List<DeployStep> steps,
                String fingerprint) {
        return insert(project, "", commit, user, startedAt, steps, fingerprint);
    }

    /**
     * Records a deployment as it starts, RUNNING with every step as planned; returns its id.
     *
     * @param environment the database prefix it deploys into, empty for production
     */
    long insert(String project, String environment, PlanCommit commit, String user, Instant startedAt,
                List<DeployStep> steps, String fingerprint) {
        return tx.execute(status -> {
            long id = GeneratedIds.insert(jdbc, "INSERT INTO deployment (project, branch, commit_id, uncommitted,"
                            + " started_by, started_at, state, fingerprint, message, environment)"
                            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    project, commit == null ? null : commit.branch(), commit == null ? null : commit.commit(),
                    commit != null && commit.uncommitted(), user, time(startedAt), DeployState.RUNNING.name(),
                    fingerprint, "", environment);
            jdbc.batchUpdate("INSERT INTO deployment_step (deployment_id, step_index, script_path, line_no, kind,"
                    + " table_name, state, error, millis) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", steps.stream()
                    .map(s -> new Object[] {id, s.index(), s.scriptPath(), s.line(), s.kind(), s.table(),
                            s.state().name(), cut(s.error()), s.millis()}).toList());
            return id;
        });
    }

    @Override
    public void moved(DeployProgress progress, boolean applied) {
        try {
            jdbc.update("UPDATE deployment SET state = ?, message = ?, finished_at = ?, applied = ? WHERE id = ?",
                    progress.state().name(), cut(progress.message()), time(progress.finishedAt()), applied,
                    progress.id());
        } catch (RuntimeException e) {
            LOG.error("Could not record that deployment {} is {}", progress.id(), progress.state(), e);
        }
    }

    @Override
    public void stepChanged(long deployId, DeployStep step) {
        try {
            jdbc.update("UPDATE deployment_step SET state = ?, error = ?, millis = ? WHERE deployment_id = ?"
                    + " AND step_index = ?", step.state().name(), cut(step.error()), step.millis(), deployId,
                    step.index());
        } catch (RuntimeException e) {
            LOG.error("Could not record step {} of deployment {}", step.index(), deployId, e);
        }
    }

    /** The project's deployments, newest first, with their steps (follow-ups are not recorded). */
    List<DeployProgress> history(String project, int limit) {
        return jdbc.query(COLUMNS + " WHERE project = ? ORDER BY id DESC LIMIT ?", this::progress, project,
                Math.max(1, limit));
    }

    Optional<DeployProgress> find(long id) {
        return jdbc.query(COLUMNS + " WHERE id = ?", this::progress, id).stream().findFirst();
    }

    /** What is deployed in production: the newest deployment there whose statements all ran. */
    Optional<DeployProgress> lastApplied(String project) {
        return lastApplied(project, "");
    }

    /** The newest deployment of the project into the environment (empty: production) whose statements all ran. */
    Optional<DeployProgress> lastApplied(String project, String environment) {
        return jdbc.query(COLUMNS + " WHERE project = ? AND environment = ? AND applied = TRUE ORDER BY id DESC"
                + " LIMIT 1", this::progress, project, environment).stream().findFirst();
    }

    /** {@link #createdTables(String, String)} in production. */
    Set<TableId> createdTables(String project) {
        return createdTables(project, "");
    }

    /**
     * The tables a DONE step of one of the project's deployments into the environment created, and that no later
     * deployment of another project (or into another environment) created again (then they are that one's).
     */
    Set<TableId> createdTables(String project, String environment) {
        Map<String, String> lastCreatedBy = new LinkedHashMap<>();
        jdbc.query("SELECT s.table_name, d.project, d.environment FROM deployment_step s JOIN deployment d"
                + " ON d.id = s.deployment_id WHERE s.state = ? AND s.table_name IS NOT NULL AND s.kind IN (?, ?, ?, ?)"
                + " ORDER BY d.id, s.step_index", rs -> {
                    lastCreatedBy.put(rs.getString(1), rs.getString(2) + "\u0000" + rs.getString(3));
                }, StepState.DONE.name(), CREATES.get(0), CREATES.get(1), CREATES.get(2), CREATES.get(3));
        String owner = project + "\u0000" + environment;
        Set<TableId> tables = new LinkedHashSet<>();
        lastCreatedBy.forEach((table, by) -> {
            String[] parts = table.split("\\.", -1);
            if (by.equals(owner) && parts.length == 3) {
                tables.add(new TableId(parts[0], parts[1], parts[2]));
            }
        });
        return tables;
    }

    /**
     * Ends the deployments an earlier run of Freshet left unfinished (they ran in its memory): those whose statements
     * all ran end DONE, the others FAILED, each saying so. Returns how many.
     */
    int interrupted() {
        OffsetDateTime now = time(Instant.now());
        int done = jdbc.update("UPDATE deployment SET state = ?, finished_at = ?, message = ? WHERE state IN (?, ?)"
                        + " AND applied = TRUE", DeployState.DONE.name(), now, "Deployed; Freshet stopped before the"
                        + " follow-ups ended.", DeployState.SCRIPTS_DONE.name(), DeployState.FOLLOWING_UP.name());
        int failed = jdbc.update("UPDATE deployment SET state = ?, finished_at = ?, message = ?"
                        + " WHERE state IN (?, ?, ?)", DeployState.FAILED.name(), now,
                "Freshet stopped while this deployment ran: the steps show what ran.",
                DeployState.RUNNING.name(), DeployState.SCRIPTS_DONE.name(), DeployState.FOLLOWING_UP.name());
        return done + failed;
    }

    private DeployProgress progress(ResultSet rs, int row) throws SQLException {
        long id = rs.getLong(1);
        String commit = rs.getString(4);
        String branch = rs.getString(3);
        PlanCommit planCommit = branch == null && commit == null ? null
                : new PlanCommit(branch, commit, rs.getBoolean(5));
        String message = rs.getString(10);
        return new DeployProgress(id, rs.getString(2), rs.getString(6), instant(rs, 7), instant(rs, 8),
                DeployState.valueOf(rs.getString(9)), steps(id), List.of(), message == null ? "" : message,
                planCommit, rs.getString(11));
    }

    private List<DeployStep> steps(long id) {
        return jdbc.query("SELECT step_index, script_path, line_no, kind, table_name, state, error, millis"
                + " FROM deployment_step WHERE deployment_id = ? ORDER BY step_index", (rs, i) -> new DeployStep(
                rs.getInt(1), rs.getString(2), rs.getInt(3), rs.getString(4), rs.getString(5),
                StepState.valueOf(rs.getString(6)), rs.getString(7), rs.getLong(8)), id);
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime time = rs.getObject(column, OffsetDateTime.class);
        return time == null ? null : time.toInstant();
    }

    private static OffsetDateTime time(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    private static String cut(String text) {
        return text == null || text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT - 3) + "...";
    }
}
