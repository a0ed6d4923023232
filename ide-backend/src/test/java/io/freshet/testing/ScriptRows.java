package io.freshet.testing;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.util.Optional;
import javax.sql.DataSource;

/** Scripts and runs as the packaged IDE stores them in its database, read and seeded by a browser test. */
final class ScriptRows {

    private final DataSource database;

    ScriptRows(DataSource database) {
        this.database = database;
    }

    /** The id of a script, or -1. */
    long scriptId(String project, String path) throws SQLException {
        try (Connection c = database.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT s.id FROM script s JOIN project p ON p.id = s.project_id"
                     + " WHERE p.name = ? AND s.path = ?")) {
            ps.setString(1, project);
            ps.setString(2, path);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : -1;
            }
        }
    }

    /** Stores a script as the app would (version 1), creating the project when needed. */
    long createScript(String project, String path, String content) throws SQLException {
        OffsetDateTime now = OffsetDateTime.now();
        try (Connection c = database.getConnection()) {
            long projectId = idOf(c, "SELECT id FROM project WHERE name = ?", project);
            if (projectId < 0) {
                projectId = insert(c, "INSERT INTO project (name, created_at, updated_at) VALUES (?, ?, ?)",
                        project, now, now);
            }
            // last in the project's run order, as a script created in the app
            long id = insert(c, "INSERT INTO script (project_id, path, content, version, saved_by, created_at,"
                    + " updated_at, run_order) SELECT ?, ?, ?, 1, 'admin', ?, ?, COALESCE(MAX(run_order), 0) + 1"
                    + " FROM script WHERE project_id = ?", projectId, path, content, now, now, projectId);
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO script_version (script_id, version, content,"
                    + " saved_by, saved_at) VALUES (?, 1, ?, 'admin', ?)")) {
                ps.setLong(1, id);
                ps.setString(2, content);
                ps.setObject(3, now);
                ps.executeUpdate();
            }
            return id;
        }
    }

    /** The saved text of a script. */
    String savedContent(long id) throws SQLException {
        try (Connection c = database.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT content FROM script WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    /** The Flink job id of the user's newest run whose statement starts so, as its run history recorded it. */
    Optional<String> jobIdOfRun(String user, String statementStart) throws SQLException {
        try (Connection c = database.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT job_id FROM run_history WHERE username = ?"
                     + " AND statement LIKE ? AND job_id IS NOT NULL ORDER BY id DESC")) {
            ps.setString(1, user);
            ps.setString(2, statementStart + "%");
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        }
    }

    private static long idOf(Connection c, String sql, String value) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, value);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : -1;
            }
        }
    }

    private static long insert(Connection c, String sql, Object... values) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            for (int i = 0; i < values.length; i++) {
                ps.setObject(i + 1, values[i]);
            }
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong("id");
            }
        }
    }
}
