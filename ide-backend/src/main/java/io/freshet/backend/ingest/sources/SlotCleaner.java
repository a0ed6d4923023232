package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceDefinition;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Drops an ingestion's replication slots and publications in PostgreSQL: a slot nobody reads keeps the source's WAL
 * forever. A slot stays active for a moment after its job stopped, so an active slot is waited for, then ended.
 */
public final class SlotCleaner {

    private static final int ATTEMPTS = 20;
    private static final long PAUSE_MS = 500;

    private SlotCleaner() {
    }

    /** Drops what exists of the given slots and their publications; returns the problems (empty: all gone). */
    public static List<String> drop(SourceDefinition source, List<String> slots) {
        if (slots.isEmpty()) {
            return List.of();
        }
        SourceConnector.Attempt attempt = SourceConnector.connect(source);
        if (attempt.connection() == null) {
            return List.of("Cannot connect to " + source.name() + " to drop the replication slots "
                    + String.join(", ", slots) + ": drop them there (pg_drop_replication_slot).");
        }
        List<String> problems = new ArrayList<>();
        try (Connection c = attempt.connection()) {
            // the source connection is read-only for browsing; dropping a slot writes
            c.setReadOnly(false);
            for (String slot : slots) {
                try {
                    dropSlot(c, slot);
                    try (Statement s = c.createStatement()) {
                        s.execute("DROP PUBLICATION IF EXISTS \"" + slot + "\"");
                    }
                } catch (SQLException e) {
                    problems.add("The replication slot " + slot + " was not dropped: " + e.getMessage());
                }
            }
        } catch (SQLException e) {
            problems.add("Closing the connection to " + source.name() + " failed: " + e.getMessage());
        }
        return problems;
    }

    /** The replication slots and publications of those names that exist in the source. */
    public static List<String> remaining(SourceDefinition source, List<String> names) throws SQLException {
        SourceConnector.Attempt attempt = SourceConnector.connect(source);
        if (attempt.connection() == null) {
            throw new SQLException("cannot connect to " + source.name());
        }
        List<String> found = new ArrayList<>();
        try (Connection c = attempt.connection()) {
            JdbcSession session = new JdbcSession(c);
            Object[] array = {names.toArray(String[]::new)};
            session.query("SELECT slot_name FROM pg_replication_slots WHERE slot_name = ANY(?)", array)
                    .forEach(r -> found.add("replication slot " + r[0]));
            session.query("SELECT pubname FROM pg_publication WHERE pubname = ANY(?)", array)
                    .forEach(r -> found.add("publication " + r[0]));
        }
        return found;
    }

    /** The slots of those names that exist in the source. */
    static List<String> existing(SourceDefinition source, List<String> slots) throws SQLException {
        SourceConnector.Attempt attempt = SourceConnector.connect(source);
        if (attempt.connection() == null) {
            throw new SQLException("cannot connect to " + source.name());
        }
        List<String> found = new ArrayList<>();
        try (Connection c = attempt.connection()) {
            for (String slot : slots) {
                if (activePid(c, slot) != null) {
                    found.add(slot);
                }
            }
        }
        return found;
    }

    private static void dropSlot(Connection c, String slot) throws SQLException {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Long pid = activePid(c, slot);
            if (pid == null) {
                return;
            }
            if (pid == 0L) {
                try (PreparedStatement drop = c.prepareStatement("SELECT pg_drop_replication_slot(?)")) {
                    drop.setString(1, slot);
                    drop.execute();
                    return;
                }
            }
            if (attempt == ATTEMPTS / 2) {
                // the job is gone but its connection lingers: end it, the slot then becomes inactive
                try (PreparedStatement end = c.prepareStatement("SELECT pg_terminate_backend(?)")) {
                    end.setInt(1, pid.intValue());
                    end.execute();
                }
            }
            pause();
        }
        throw new SQLException("it stayed in use by another connection");
    }

    /** Null when the slot does not exist, 0 when it exists unused, else the pid of the connection reading it. */
    private static Long activePid(Connection c, String slot) throws SQLException {
        try (PreparedStatement q = c.prepareStatement(
                "SELECT COALESCE(active_pid, 0) FROM pg_replication_slots WHERE slot_name = ?")) {
            q.setString(1, slot);
            try (ResultSet rs = q.executeQuery()) {
                return rs.next() ? rs.getLong(1) : null;
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(PAUSE_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
