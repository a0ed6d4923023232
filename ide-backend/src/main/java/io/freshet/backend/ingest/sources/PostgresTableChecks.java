package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceDefinition;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * What a CDC job of chosen PostgreSQL tables needs, tested by doing it where that is undoable: a temporary logical
 * replication slot (REPLICATION right, wal_level, a free slot), each table's publication created inside a
 * transaction that is rolled back (CREATE on the database, ownership), SELECT, and REPLICA IDENTITY FULL. A failure
 * carries PostgreSQL's own words, the ones the job would fail with, and the statement that fixes it.
 */
final class PostgresTableChecks {

    static final String WHO = "SELECT quote_ident(current_database()), quote_ident(current_user),"
            + " has_database_privilege(current_database(), 'CREATE'), (SELECT rolsuper FROM pg_roles"
            + " WHERE rolname = current_user), current_setting('max_replication_slots')::int"
            + " - (SELECT count(*) FROM pg_replication_slots)";
    static final String TABLES = "SELECT c.relname, has_schema_privilege(n.oid, 'USAGE')"
            + " AND has_table_privilege(c.oid, 'SELECT'), pg_has_role(c.relowner, 'USAGE'), c.relreplident::text,"
            + " format('%I.%I', n.nspname, c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            + " WHERE n.nspname = ? AND c.relname = ANY(?) ORDER BY 1";
    static final String PUBLISHED = "SELECT count(*) FROM pg_publication_tables WHERE pubname = ? AND schemaname = ?"
            + " AND tablename = ?";
    static final String SLOT_EXISTS = "SELECT count(*) FROM pg_replication_slots WHERE slot_name = ?";
    static final String CREATE_PUBLICATION = "SELECT format('CREATE PUBLICATION %I FOR TABLE %I.%I', ?, ?, ?)";
    static final String PROBE_SLOT = "SELECT pg_create_logical_replication_slot(?, 'pgoutput', true)";
    static final String DROP_SLOT = "SELECT pg_drop_replication_slot(?)";
    private static final int PROBE_SECONDS = 10;
    private static final String QUERY_CANCELED = "57014";

    /** One chosen table as the catalog sees it. */
    private record Table(String name, boolean readable, boolean owned, String identity, String qualified) {
    }

    private PostgresTableChecks() {
    }

    /** The checks for {@code tables} of {@code schema}, whose replication slots (and publications) are {@code slots}. */
    static List<SourceCheck> run(Connection c, SourceDefinition source, String schema, List<String> tables,
            List<String> slots) throws SQLException {
        c.setReadOnly(false);
        Object[] who = row(c, WHO);
        String database = (String) who[0];
        String user = (String) who[1];
        boolean create = Boolean.TRUE.equals(who[2]) || Boolean.TRUE.equals(who[3]);
        List<Table> found = new ArrayList<>();
        try (PreparedStatement q = c.prepareStatement(TABLES)) {
            q.setString(1, schema);
            q.setArray(2, c.createArrayOf("text", tables.toArray()));
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    found.add(new Table(rs.getString(1), rs.getBoolean(2), rs.getBoolean(3), rs.getString(4),
                            rs.getString(5)));
                }
            }
        }
        List<String> missing = new ArrayList<>();
        for (String slot : slots) {
            if (count(c, SLOT_EXISTS, slot) == 0) {
                missing.add(slot);
            }
        }
        return List.of(slots(c, source, user, missing, ((Number) who[4]).longValue()), select(found, user),
                publications(c, schema, found, slots, tables, database, user, create), identity(found));
    }

    private static SourceCheck slots(Connection c, SourceDefinition source, String user, List<String> missing,
            long free) {
        String walsender = walsender(source);
        if (walsender != null) {
            return SourceConnector.failed(SourceCheckKind.REPLICATION_SLOTS, "The user '" + user + "' cannot stream"
                    + " the change log; PostgreSQL says: " + walsender + ". A superuser runs ALTER ROLE " + user
                    + " WITH REPLICATION (and pg_hba.conf must let it connect for replication).");
        }
        if (missing.isEmpty()) {
            return SourceConnector.passed(SourceCheckKind.REPLICATION_SLOTS, "The replication slots exist.");
        }
        if (free < missing.size()) {
            return SourceConnector.failed(SourceCheckKind.REPLICATION_SLOTS, "The job needs " + missing.size()
                    + " replication slots, but only " + free + " are free: raise max_replication_slots and restart"
                    + " PostgreSQL, or drop unused slots (SELECT pg_drop_replication_slot(...)).");
        }
        String probe = "freshet_probe_" + Long.toHexString(System.nanoTime());
        try (PreparedStatement create = c.prepareStatement(PROBE_SLOT)) {
            create.setQueryTimeout(PROBE_SECONDS);
            create.setString(1, probe);
            create.execute();
        } catch (SQLException e) {
            if (QUERY_CANCELED.equals(e.getSQLState())) {
                // a logical slot waits for every transaction open at its creation: the job's slots would wait too
                return SourceConnector.failed(SourceCheckKind.REPLICATION_SLOTS, "Creating a replication slot did not"
                        + " finish within " + PROBE_SECONDS + " s: PostgreSQL waits for the transactions open in the"
                        + " source to end (see pg_stat_activity), and so would the job. Try again when they ended.");
            }
            return SourceConnector.failed(SourceCheckKind.REPLICATION_SLOTS, "The user '" + user + "' cannot create"
                    + " the job's replication slots; PostgreSQL says: " + says(e)
                    + ". A superuser runs ALTER ROLE " + user + " WITH REPLICATION (and wal_level must be logical).");
        }
        try (PreparedStatement drop = c.prepareStatement(DROP_SLOT)) {
            drop.setString(1, probe);
            drop.execute();
        } catch (SQLException e) {
            // a temporary slot also goes when this connection closes
        }
        return SourceConnector.passed(SourceCheckKind.REPLICATION_SLOTS, "The user '" + user + "' may create the "
                + missing.size() + " replication slots the job needs.");
    }

    private static SourceCheck select(List<Table> found, String user) {
        List<String> unreadable = found.stream().filter(t -> !t.readable()).map(Table::qualified).toList();
        if (unreadable.isEmpty()) {
            return SourceConnector.passed(SourceCheckKind.TABLE_ACCESS, "The user '" + user + "' may read the tables.");
        }
        return SourceConnector.failed(SourceCheckKind.TABLE_ACCESS, "The user '" + user + "' may not read "
                + String.join(", ", unreadable) + ": run " + String.join(" ", unreadable.stream().map(t ->
                "GRANT SELECT ON " + t + " TO " + user + ";").toList()) + " (and GRANT USAGE on its schema).");
    }

    private static SourceCheck publications(Connection c, String schema, List<Table> found, List<String> slots,
            List<String> tables, String database, String user, boolean create) throws SQLException {
        Map<String, List<String>> refused = new LinkedHashMap<>();
        List<String> owners = new ArrayList<>();
        for (Table t : found) {
            String publication = slots.get(tables.indexOf(t.name()));
            if (count(c, PUBLISHED, publication, schema, t.name()) > 0) {
                continue;
            }
            String error = probePublication(c, publication, schema, t.name());
            if (error != null) {
                refused.computeIfAbsent(error, e -> new ArrayList<>()).add(t.qualified());
                if (!t.owned()) {
                    owners.add("ALTER TABLE " + t.qualified() + " OWNER TO " + user + ";");
                }
            }
        }
        if (refused.isEmpty()) {
            return SourceConnector.passed(SourceCheckKind.PUBLICATION, "The job may create the publication of each"
                    + " table, or it exists.");
        }
        StringBuilder why = new StringBuilder("The job creates one publication per table, and PostgreSQL refuses: ");
        refused.forEach((error, names) -> why.append(error).append(" (").append(String.join(", ", names))
                .append("). "));
        why.append("Run ");
        if (!create) {
            why.append("GRANT CREATE ON DATABASE ").append(database).append(" TO ").append(user).append("; ");
        }
        owners.forEach(o -> why.append(o).append(' '));
        why.append("or have the tables' owner create the publications (CREATE PUBLICATION <slot name> FOR TABLE"
                + " <table>, named as the replication slots).");
        return SourceConnector.failed(SourceCheckKind.PUBLICATION, why.toString());
    }

    /**
     * Null when the user may open the kind of connection the job streams on (a logical replication connection, a
     * walsender), else PostgreSQL's refusal: the very words the job fails with.
     */
    private static String walsender(SourceDefinition source) {
        Properties properties = SourceUrls.properties(source);
        properties.setProperty("replication", "database");
        properties.setProperty("assumeMinServerVersion", "10");
        properties.setProperty("preferQueryMode", "simple");
        properties.remove("readOnly");
        try (Connection replication = DriverManager.getConnection(SourceUrls.url(source), properties)) {
            return null;
        } catch (SQLException e) {
            return says(e);
        }
    }

    /** Null when PostgreSQL would create the publication; else its words. Nothing stays: the transaction rolls back. */
    private static String probePublication(Connection c, String publication, String schema, String table)
            throws SQLException {
        String statement = (String) row(c, CREATE_PUBLICATION, publication, schema, table)[0];
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            s.execute(statement);
            return null;
        } catch (SQLException e) {
            return says(e);
        } finally {
            c.rollback();
            c.setAutoCommit(true);
        }
    }

    private static SourceCheck identity(List<Table> found) {
        List<String> partial = found.stream().filter(t -> !"f".equals(t.identity())).map(Table::qualified).toList();
        if (partial.isEmpty()) {
            return SourceConnector.passed(SourceCheckKind.REPLICA_IDENTITY, "Every table has REPLICA IDENTITY FULL.");
        }
        return SourceConnector.failed(SourceCheckKind.REPLICA_IDENTITY, "Updates and deletes of " + String.join(", ",
                partial) + " do not carry the old row, and the job fails on the first one (\"The before field of"
                + " UPDATE/DELETE message is null\"): run " + String.join(" ", partial.stream().map(t ->
                "ALTER TABLE " + t + " REPLICA IDENTITY FULL;").toList()));
    }

    /** PostgreSQL's message without its severity, as a person reads it. */
    private static String says(SQLException e) {
        return ConnectFailures.serverSays(e).replaceFirst("^(ERROR|FATAL): ", "");
    }

    private static Object[] row(Connection c, String sql, Object... args) throws SQLException {
        List<Object[]> rows = new JdbcSession(c).query(sql, args);
        if (rows.isEmpty()) {
            throw new SQLException("no row from " + sql);
        }
        return rows.get(0);
    }

    private static long count(Connection c, String sql, Object... args) throws SQLException {
        return ((Number) row(c, sql, args)[0]).longValue();
    }
}
