package io.freshet.app.editor;

import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.testing.EditorAppExtension;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What a browser test reads behind the page: Flink's own job list, and the run history rows of a script. */
final class RunProbes {

    /** One run history row; {@code endedAt} is its start plus its duration (while running: its start). */
    record HistoryRow(String statement, String state, String jobId, Instant endedAt) {
    }

    private RunProbes() {
    }

    /** Job id to Flink status, read on a session of the app's embedded gateway (past Freshet's own gate). */
    static Map<String, String> flinkJobs(EditorAppExtension app) {
        try (GatewaySession session = new GatewayClient(app.app().embeddedGateway(app.gatewayPort()))
                .session(Map.of())) {
            return JobControl.on(session).statuses();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The run history rows of a script, oldest first. */
    static List<HistoryRow> history(EditorAppExtension app, long scriptId) {
        try (Connection c = app.database().getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT statement, state, job_id, started_at, duration_ms FROM run_history WHERE script_id = ?"
                             + " ORDER BY id")) {
            ps.setLong(1, scriptId);
            List<HistoryRow> rows = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    Instant started = rs.getObject(4, OffsetDateTime.class).toInstant();
                    rows.add(new HistoryRow(rs.getString(1), rs.getString(2), rs.getString(3),
                            started.plusMillis(rs.getLong(5))));
                }
            }
            return rows;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
