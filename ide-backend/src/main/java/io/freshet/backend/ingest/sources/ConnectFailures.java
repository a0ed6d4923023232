package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceDefinition;
import java.sql.SQLException;
import java.util.List;

/**
 * Turns a refused JDBC login into the check that failed, by SQL state and vendor code (PostgreSQL and MySQL
 * both follow the SQL standard's classes: 28 = authorization, 08 = connection), with the server's own one-line
 * reason and what to do about it.
 */
final class ConnectFailures {

    private static final int MYSQL_ACCESS_DENIED = 1045;
    private static final int MYSQL_DATABASE_DENIED = 1044;
    private static final int MYSQL_UNKNOWN_DATABASE = 1049;

    private ConnectFailures() {
    }

    static List<SourceCheck> classify(SourceDefinition d, SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        String server = serverSays(e);
        if (state.equals("3D000") || e.getErrorCode() == MYSQL_UNKNOWN_DATABASE) {
            return List.of(SourceConnector.passed(SourceCheckKind.CREDENTIALS, "The user '" + d.user() + "' is accepted."),
                    SourceConnector.failed(SourceCheckKind.DATABASE, "The database '" + d.database()
                            + "' does not exist on " + SourceConnector.address(d) + ": check its name (names are"
                            + " case-sensitive)."));
        }
        if (e.getErrorCode() == MYSQL_DATABASE_DENIED) {
            return List.of(SourceConnector.passed(SourceCheckKind.CREDENTIALS, "The user '" + d.user() + "' is accepted."),
                    SourceConnector.failed(SourceCheckKind.DATABASE, "The user '" + d.user() + "' may not use the"
                            + " database '" + d.database() + "' (" + server + ")."));
        }
        if (state.startsWith("28") || e.getErrorCode() == MYSQL_ACCESS_DENIED) {
            return List.of(SourceConnector.failed(SourceCheckKind.CREDENTIALS, "The login of '" + d.user()
                            + "' was refused: wrong password, unknown user, or the server does not let this user in from"
                            + " Freshet's address (" + server + ")."),
                    SourceConnector.skipped(SourceCheckKind.DATABASE));
        }
        if (state.startsWith("08")) {
            return List.of(SourceConnector.failed(SourceCheckKind.CREDENTIALS, SourceConnector.address(d)
                            + " answers, but not as a " + d.kind().label() + " server that lets Freshet log in (" + server
                            + ")."),
                    SourceConnector.skipped(SourceCheckKind.DATABASE));
        }
        return List.of(SourceConnector.failed(SourceCheckKind.CREDENTIALS, "The login of '" + d.user()
                        + "' failed (" + server + ")."),
                SourceConnector.skipped(SourceCheckKind.DATABASE));
    }

    /** The server's (or driver's) reason, first line only, never a stack trace. */
    static String serverSays(SQLException e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        String line = message.lines().findFirst().orElse("").strip();
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }
}
