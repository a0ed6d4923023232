package io.freshet.backend.ingest;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The replication lag of an ingestion's PostgreSQL slots, in bytes of WAL: how much the server wrote that the slot's
 * reader has not confirmed as flushed. A slot never confirmed yet (still snapshotting) counts from its restart LSN.
 */
final class ReplicationLag {

    static final String QUERY = "SELECT slot_name, pg_wal_lsn_diff(pg_current_wal_lsn(),"
            + " COALESCE(confirmed_flush_lsn, restart_lsn)) FROM pg_replication_slots WHERE slot_name = ANY(?)";

    private ReplicationLag() {
    }

    /** The lag of each slot that exists, by slot name. */
    static Map<String, Long> read(SqlSession session, List<String> slots) throws SQLException {
        Map<String, Long> lag = new TreeMap<>();
        if (slots.isEmpty()) {
            return lag;
        }
        for (Object[] row : session.query(QUERY, (Object) slots.toArray(String[]::new))) {
            if (row[1] instanceof Number n) {
                lag.put((String) row[0], Math.max(0L, n.longValue()));
            }
        }
        return lag;
    }
}
