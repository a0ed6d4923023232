package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceDefinition;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * One replication slot of an ingestion as PostgreSQL reports it now.
 *
 * @param confirmed     the LSN its reader confirmed as flushed (text), null before it confirmed any
 * @param lagBytes      WAL written that it has not confirmed
 * @param retainedBytes WAL PostgreSQL keeps for it (from its restart LSN): the slot's size on disk
 */
public record SlotStatus(String name, boolean active, String confirmed, long lagBytes, long retainedBytes) {

    static final String QUERY = "SELECT slot_name, active, confirmed_flush_lsn::text,"
            + " pg_wal_lsn_diff(pg_current_wal_lsn(), COALESCE(confirmed_flush_lsn, restart_lsn)),"
            + " pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn) FROM pg_replication_slots WHERE slot_name = ANY(?)";

    /** The slots of those names that exist in the source, read on a connection of their own. */
    public static List<SlotStatus> read(SourceDefinition source, List<String> slots) throws SQLException {
        SourceConnector.Attempt attempt = SourceConnector.connect(source);
        if (attempt.connection() == null) {
            throw new SQLException("cannot connect to " + source.name());
        }
        try (Connection c = attempt.connection()) {
            return read(new JdbcSession(c), slots);
        }
    }

    /** The slots of those names that exist. */
    static List<SlotStatus> read(SqlSession session, List<String> slots) throws SQLException {
        List<SlotStatus> found = new ArrayList<>();
        if (slots.isEmpty()) {
            return found;
        }
        for (Object[] row : session.query(QUERY, (Object) slots.toArray(String[]::new))) {
            found.add(new SlotStatus((String) row[0], Boolean.TRUE.equals(row[1]), (String) row[2], bytes(row[3]),
                    bytes(row[4])));
        }
        return found;
    }

    private static long bytes(Object value) {
        return value instanceof Number n ? Math.max(0L, n.longValue()) : 0L;
    }
}
