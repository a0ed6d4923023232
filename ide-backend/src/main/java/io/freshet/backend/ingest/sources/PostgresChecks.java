package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceDefinition;
import java.sql.SQLException;
import java.util.List;

/**
 * What Flink CDC's postgres source needs: {@code wal_level = logical}, a user with REPLICATION (or superuser),
 * SELECT on the tables it snapshots, a free replication slot for its own, and (with pgoutput) CREATE on the database
 * for the publication Freshet's job creates per table; what the chosen tables need is {@link PostgresTableChecks}.
 */
final class PostgresChecks implements CdcChecks {

    static final String WAL_LEVEL = "SHOW wal_level";
    static final String ROLE = "SELECT rolreplication, rolsuper FROM pg_roles WHERE rolname = current_user";
    static final String UNREADABLE = "SELECT n.nspname, c.relname FROM pg_class c"
            + " JOIN pg_namespace n ON n.oid = c.relnamespace"
            + " WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition"
            + " AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'"
            + " AND (NOT has_schema_privilege(n.oid, 'USAGE') OR NOT has_table_privilege(c.oid, 'SELECT'))"
            + " ORDER BY 1, 2";
    static final String FREE_SLOTS = "SELECT current_setting('max_replication_slots')::int"
            + " - (SELECT count(*) FROM pg_replication_slots)";
    /** Whether the user may create publications in this database (CREATE on it, or superuser), and its name. */
    static final String MAY_PUBLISH = "SELECT has_database_privilege(current_database(), 'CREATE') OR (SELECT rolsuper"
            + " FROM pg_roles WHERE rolname = current_user), quote_ident(current_database())";
    private static final int NAMED = 5;
    private static final String SNAPSHOT_STILL = " Snapshot ingestion works without it.";

    @Override
    public List<SourceCheckKind> kinds() {
        return List.of(SourceCheckKind.CHANGE_LOG, SourceCheckKind.REPLICATION, SourceCheckKind.TABLE_ACCESS,
                SourceCheckKind.REPLICATION_SLOTS, SourceCheckKind.PUBLICATION);
    }

    @Override
    public List<SourceCheck> run(SqlSession session, SourceDefinition source) {
        return List.of(CdcChecks.guarded(SourceCheckKind.CHANGE_LOG, () -> walLevel(session)),
                CdcChecks.guarded(SourceCheckKind.REPLICATION, () -> replication(session, source.user())),
                CdcChecks.guarded(SourceCheckKind.TABLE_ACCESS, () -> tableAccess(session, source.user())),
                CdcChecks.guarded(SourceCheckKind.REPLICATION_SLOTS, () -> slots(session)),
                CdcChecks.guarded(SourceCheckKind.PUBLICATION, () -> publication(session, source.user())));
    }

    private static SourceCheck walLevel(SqlSession session) throws SQLException {
        String level = String.valueOf(session.value(WAL_LEVEL));
        if (level.equals("logical")) {
            return SourceConnector.passed(SourceCheckKind.CHANGE_LOG, "wal_level is logical.");
        }
        return SourceConnector.failed(SourceCheckKind.CHANGE_LOG, "wal_level is '" + level + "', but change data"
                + " capture needs wal_level = logical: set it (ALTER SYSTEM SET wal_level = logical, or in"
                + " postgresql.conf) and restart PostgreSQL." + SNAPSHOT_STILL);
    }

    private static SourceCheck replication(SqlSession session, String user) throws SQLException {
        List<Object[]> rows = session.query(ROLE);
        boolean replication = !rows.isEmpty() && (Boolean.TRUE.equals(rows.get(0)[0]) || Boolean.TRUE.equals(rows.get(0)[1]));
        if (replication) {
            return SourceConnector.passed(SourceCheckKind.REPLICATION, "The user '" + user + "' may replicate.");
        }
        return SourceConnector.failed(SourceCheckKind.REPLICATION, "The user '" + user + "' has no REPLICATION"
                + " right, which change data capture needs to read the write-ahead log: a superuser runs ALTER ROLE "
                + user + " WITH REPLICATION." + SNAPSHOT_STILL);
    }

    private static SourceCheck tableAccess(SqlSession session, String user) throws SQLException {
        List<String> unreadable = session.query(UNREADABLE).stream().map(r -> r[0] + "." + r[1]).toList();
        if (unreadable.isEmpty()) {
            return SourceConnector.passed(SourceCheckKind.TABLE_ACCESS, "The user '" + user + "' may read every table.");
        }
        String named = String.join(", ", unreadable.subList(0, Math.min(NAMED, unreadable.size())))
                + (unreadable.size() > NAMED ? " and " + (unreadable.size() - NAMED) + " more" : "");
        return SourceConnector.failed(SourceCheckKind.TABLE_ACCESS, "The user '" + user + "' may not read "
                + unreadable.size() + (unreadable.size() == 1 ? " table: " : " tables: ") + named
                + ". Grant USAGE on their schema and SELECT on them (GRANT SELECT ON ALL TABLES IN SCHEMA ...), or"
                + " leave them out of the ingestion.");
    }

    private static SourceCheck slots(SqlSession session) throws SQLException {
        Object free = session.value(FREE_SLOTS);
        long n = free instanceof Number number ? number.longValue() : 0;
        if (n > 0) {
            return SourceConnector.passed(SourceCheckKind.REPLICATION_SLOTS, n + " replication slots are free.");
        }
        return SourceConnector.failed(SourceCheckKind.REPLICATION_SLOTS, "No replication slot is free"
                + " (max_replication_slots is reached): raise max_replication_slots and restart PostgreSQL, or drop"
                + " an unused slot (SELECT pg_drop_replication_slot(...))." + SNAPSHOT_STILL);
    }

    private static SourceCheck publication(SqlSession session, String user) throws SQLException {
        List<Object[]> rows = session.query(MAY_PUBLISH);
        if (!rows.isEmpty() && Boolean.TRUE.equals(rows.get(0)[0])) {
            return SourceConnector.passed(SourceCheckKind.PUBLICATION, "The user '" + user + "' may create the job's"
                    + " publications (one per table; it must also own each table, checked when tables are chosen).");
        }
        String database = rows.isEmpty() ? "<database>" : String.valueOf(rows.get(0)[1]);
        return SourceConnector.failed(SourceCheckKind.PUBLICATION, "The job creates one publication per table, which"
                + " needs CREATE on the database (PostgreSQL: permission denied for database " + database + "): run"
                + " GRANT CREATE ON DATABASE " + database + " TO " + user + ", or have the tables' owner create the"
                + " publications, named as the replication slots." + SNAPSHOT_STILL);
    }
}
