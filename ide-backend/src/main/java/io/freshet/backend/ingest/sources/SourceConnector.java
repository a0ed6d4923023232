package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.CheckOutcome;
import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceDefinition;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Opens a JDBC connection to a source and says, as the three connection checks, why it could not: the host does
 * not answer, the login is refused, or the database is missing. A plain socket is tried first, so an unreachable
 * host is told apart from a refused login whatever the driver's wording.
 */
final class SourceConnector {

    /** The connection checks, and the open connection when all three passed (the caller closes it). */
    record Attempt(List<SourceCheck> checks, Connection connection) {
    }

    /** Driver classes loaded by name once, so DriverManager knows them whatever class loader started Freshet. */
    private static final List<String> DRIVERS = List.of("org.postgresql.Driver", "com.mysql.cj.jdbc.Driver");

    static {
        for (String driver : DRIVERS) {
            try {
                Class.forName(driver, true, SourceConnector.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                // not on the class path: a source of that kind says so when it connects
            }
        }
    }

    private SourceConnector() {
    }

    static Attempt connect(SourceDefinition d) {
        List<SourceCheck> checks = new ArrayList<>();
        String reach = reach(d);
        if (reach != null) {
            checks.add(failed(SourceCheckKind.REACHABLE, reach));
            checks.add(skipped(SourceCheckKind.CREDENTIALS));
            checks.add(skipped(SourceCheckKind.DATABASE));
            return new Attempt(checks, null);
        }
        checks.add(passed(SourceCheckKind.REACHABLE, address(d) + " answers."));
        String url = SourceUrls.url(d);
        try {
            DriverManager.getDriver(url);
        } catch (SQLException e) {
            checks.add(failed(SourceCheckKind.CREDENTIALS, "Freshet has no " + d.kind().label() + " JDBC driver on its class"
                    + " path, so it cannot log in (for MySQL, add mysql-connector-j to Freshet's class path)."));
            checks.add(skipped(SourceCheckKind.DATABASE));
            return new Attempt(checks, null);
        }
        try {
            Connection connection = DriverManager.getConnection(url, SourceUrls.properties(d));
            checks.add(passed(SourceCheckKind.CREDENTIALS, "The user '" + d.user() + "' is accepted."));
            checks.add(passed(SourceCheckKind.DATABASE, "The database '" + d.database() + "' is open."));
            return new Attempt(checks, connection);
        } catch (SQLException e) {
            checks.addAll(ConnectFailures.classify(d, e));
            return new Attempt(checks, null);
        }
    }

    /** Null when something accepts a TCP connection on the host and port, else why not. */
    private static String reach(SourceDefinition d) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(d.host(), d.port()), SourceUrls.CONNECT_SECONDS * 1000);
            return null;
        } catch (UnknownHostException e) {
            return "The host '" + d.host() + "' is not known: check its name (DNS finds no address for it).";
        } catch (SocketTimeoutException e) {
            return address(d) + " did not answer within " + SourceUrls.CONNECT_SECONDS + " s: check the host and"
                    + " port, and that no firewall blocks the way from Freshet to the database.";
        } catch (ConnectException e) {
            return "Nothing answers on " + address(d) + " (connection refused): is the database running, and is the"
                    + " port right? (" + d.kind().label() + " listens on " + d.kind().defaultPort() + " by default)";
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            return address(d) + " cannot be reached (" + (e.getMessage() != null ? e.getMessage() : "network error")
                    + "): check the host and port.";
        }
    }

    static String address(SourceDefinition d) {
        return d.host() + ":" + d.port();
    }

    static SourceCheck passed(SourceCheckKind kind, String message) {
        return new SourceCheck(kind, CheckOutcome.PASSED, message);
    }

    static SourceCheck failed(SourceCheckKind kind, String message) {
        return new SourceCheck(kind, CheckOutcome.FAILED, message);
    }

    static SourceCheck skipped(SourceCheckKind kind) {
        return new SourceCheck(kind, CheckOutcome.SKIPPED, "Not checked: Freshet could not connect.");
    }
}
