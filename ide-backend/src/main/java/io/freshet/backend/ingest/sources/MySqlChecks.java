package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceDefinition;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;

/**
 * What Flink CDC's mysql source needs: the binlog on, {@code binlog_format = ROW} and {@code binlog_row_image =
 * FULL}, and a user with REPLICATION SLAVE, REPLICATION CLIENT and SELECT (read from {@code SHOW GRANTS}).
 */
final class MySqlChecks implements CdcChecks {

    static final String BINLOG = "SELECT @@GLOBAL.log_bin, @@GLOBAL.binlog_format, @@GLOBAL.binlog_row_image";
    static final String GRANTS = "SHOW GRANTS FOR CURRENT_USER()";
    /** MySQL has no snapshot mode to fall back on (no MySQL JDBC dialect for Flink 2.0 is served). */
    private static final String NO_INGESTION = " Until then no table of this source can be ingested (snapshot"
            + " ingestion reads PostgreSQL only).";

    @Override
    public List<SourceCheckKind> kinds() {
        return List.of(SourceCheckKind.CHANGE_LOG, SourceCheckKind.ROW_IMAGE, SourceCheckKind.REPLICATION,
                SourceCheckKind.TABLE_ACCESS);
    }

    @Override
    public List<SourceCheck> run(SqlSession session, SourceDefinition source) {
        List<Object[]> binlog;
        MySqlGrants grants;
        try {
            binlog = session.query(BINLOG);
        } catch (SQLException e) {
            binlog = null;
        }
        try {
            grants = MySqlGrants.parse(session.query(GRANTS).stream().map(r -> String.valueOf(r[0])).toList());
        } catch (SQLException e) {
            grants = null;
        }
        return List.of(changeLog(binlog), rowImage(binlog), replication(grants, source.user()),
                tableAccess(grants, source));
    }

    private static SourceCheck changeLog(List<Object[]> binlog) {
        if (binlog == null || binlog.isEmpty()) {
            return SourceConnector.failed(SourceCheckKind.CHANGE_LOG, "Freshet could not read the binlog settings.");
        }
        String logBin = text(binlog.get(0)[0]);
        String format = text(binlog.get(0)[1]);
        if (!(logBin.equals("1") || logBin.equals("ON") || logBin.equals("TRUE"))) {
            return SourceConnector.failed(SourceCheckKind.CHANGE_LOG, "The binlog is off (log_bin): change data"
                    + " capture reads it; start MySQL with log-bin and binlog_format = ROW." + NO_INGESTION);
        }
        if (!format.equals("ROW")) {
            return SourceConnector.failed(SourceCheckKind.CHANGE_LOG, "binlog_format is " + format + ", but change"
                    + " data capture needs ROW: SET GLOBAL binlog_format = 'ROW' (and in my.cnf)." + NO_INGESTION);
        }
        return SourceConnector.passed(SourceCheckKind.CHANGE_LOG, "The binlog is on, in ROW format.");
    }

    private static SourceCheck rowImage(List<Object[]> binlog) {
        if (binlog == null || binlog.isEmpty()) {
            return SourceConnector.failed(SourceCheckKind.ROW_IMAGE, "Freshet could not read binlog_row_image.");
        }
        String image = text(binlog.get(0)[2]);
        if (image.equals("FULL")) {
            return SourceConnector.passed(SourceCheckKind.ROW_IMAGE, "binlog_row_image is FULL.");
        }
        return SourceConnector.failed(SourceCheckKind.ROW_IMAGE, "binlog_row_image is " + image + ", but change"
                + " data capture needs FULL rows for updates and deletes: SET GLOBAL binlog_row_image = 'FULL'"
                + " (and in my.cnf)." + NO_INGESTION);
    }

    private static SourceCheck replication(MySqlGrants grants, String user) {
        if (grants == null) {
            return SourceConnector.failed(SourceCheckKind.REPLICATION, "Freshet could not read the grants of '"
                    + user + "' (SHOW GRANTS).");
        }
        List<String> missing = grants.missingReplication();
        if (missing.isEmpty()) {
            return SourceConnector.passed(SourceCheckKind.REPLICATION, "The user '" + user + "' may read the binlog.");
        }
        return SourceConnector.failed(SourceCheckKind.REPLICATION, "The user '" + user + "' lacks "
                + String.join(" and ", missing) + ", which change data capture needs: GRANT "
                + String.join(", ", missing) + " ON *.* TO '" + user + "'." + NO_INGESTION);
    }

    private static SourceCheck tableAccess(MySqlGrants grants, SourceDefinition source) {
        if (grants == null) {
            return SourceConnector.failed(SourceCheckKind.TABLE_ACCESS, "Freshet could not read the grants of '"
                    + source.user() + "' (SHOW GRANTS).");
        }
        if (grants.maySelect(source.database())) {
            return SourceConnector.passed(SourceCheckKind.TABLE_ACCESS, "The user '" + source.user()
                    + "' may read every table of " + source.database() + ".");
        }
        return SourceConnector.failed(SourceCheckKind.TABLE_ACCESS, "The user '" + source.user() + "' has no SELECT"
                + " on the database " + source.database() + ": GRANT SELECT ON " + source.database() + ".* TO '"
                + source.user() + "'.");
    }

    private static String text(Object value) {
        return String.valueOf(value).strip().toUpperCase(Locale.ROOT);
    }
}
