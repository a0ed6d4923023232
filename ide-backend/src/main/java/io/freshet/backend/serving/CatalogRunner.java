package io.freshet.backend.serving;

import io.freshet.analysis.serving.CatalogStatement;
import io.freshet.analysis.serving.EngineStatements;
import io.freshet.backend.serving.EngineConnector.EngineSession;
import io.freshet.backend.serving.EngineErrors.Step;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.serving.ServingRun;
import io.freshet.ui.serving.ServingTarget;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a target's catalog statement on its engine over JDBC and lists what the engine then sees of a database. Only
 * Freshet's own statement is sent ({@link EngineStatements}: its text, the secrets' values in place of their names,
 * and two SHOWs); a catalog the engine has already is kept, not replaced.
 */
final class CatalogRunner {

    /** The one URL shape Freshet connects to: host and port, no driver options (they could turn on file reads). */
    private static final Pattern URL = Pattern.compile(
            "jdbc:mysql://([A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\\[[0-9A-Fa-f:.]{2,45}])(?::([0-9]{1,5}))?/?");
    /** The query port of a StarRocks or Doris frontend, when the URL names none. */
    private static final int FE_QUERY_PORT = 9030;

    private final EngineConnector connector;
    private final Function<String, Optional<String>> secrets;

    CatalogRunner(EngineConnector connector, Function<String, Optional<String>> secrets) {
        this.connector = connector;
        this.secrets = secrets;
    }

    ServingRun run(ServingTarget target, CatalogStatement statement, String database) {
        String sql;
        String show;
        try {
            sql = EngineStatements.runnable(statement, secrets);
            show = EngineStatements.showTables(target.catalogName(), database);
        } catch (IllegalArgumentException e) {
            throw new ServiceException(e.getMessage());
        }
        String address = address(target);
        String url = "jdbc:mysql://" + address + "/";
        if (target.jdbcUser() == null) {
            throw new ServiceException("Give the target a JDBC user (and its password secret) to run the statement"
                    + " from here.");
        }
        String user = target.jdbcUser();
        String password = target.passwordSecret() == null ? "" : secrets.apply(target.passwordSecret())
                .orElseThrow(() -> new ServiceException("The password secret " + target.passwordSecret()
                        + " is not set: an administrator sets it on the Secrets page."));
        EngineSession session;
        try {
            session = connector.open(url, user, password);
        } catch (SQLException e) {
            throw EngineErrors.translate(target.kind(), address, user, Step.CONNECT, e);
        }
        try {
            boolean created = create(session, target, sql, address, user);
            List<String> tables;
            try {
                tables = session.firstColumn(show).stream().sorted().toList();
            } catch (SQLException e) {
                throw EngineErrors.translate(target.kind(), address, user, Step.SHOW_TABLES, e);
            }
            return new ServingRun(target.name(), target.catalogName(), database, created, tables);
        } finally {
            closeQuietly(session);
        }
    }

    private static void closeQuietly(EngineSession session) {
        try {
            session.close();
        } catch (SQLException e) {
            // the work is done or already refused: a connection that fails to close changes neither
        }
    }

    /** True when the statement created the catalog; false when the engine has one of that name already. */
    private static boolean create(EngineSession session, ServingTarget target, String sql, String address,
            String user) {
        try {
            session.execute(sql);
            return true;
        } catch (SQLException refused) {
            if (listed(session, target.catalogName())) {
                return false;
            }
            throw EngineErrors.translate(target.kind(), address, user, Step.CREATE, refused);
        }
    }

    private static boolean listed(EngineSession session, String catalogName) {
        try {
            return session.firstColumn(EngineStatements.SHOW_CATALOGS).stream()
                    .anyMatch(c -> c != null && c.toLowerCase(Locale.ROOT).equals(catalogName.toLowerCase(Locale.ROOT)));
        } catch (SQLException e) {
            return false;
        }
    }

    /** {@code host:port} of the target's JDBC URL, or refused when the URL holds more than that. */
    static String address(ServingTarget target) {
        if (target.jdbcUrl() == null || !EngineStatements.runsOverJdbc(target.kind())) {
            throw new ServiceException("Freshet runs the statement only on a StarRocks or Doris target with a JDBC"
                    + " URL; copy the text for " + target.kind().displayName() + ".");
        }
        Matcher m = URL.matcher(target.jdbcUrl());
        if (!m.matches()) {
            throw new ServiceException("Freshet connects only to a JDBC URL of the form jdbc:mysql://host:port/,"
                    + " without options; change the target's URL to run the statement from here.");
        }
        int port = m.group(2) == null ? FE_QUERY_PORT : Integer.parseInt(m.group(2));
        if (port < 1 || port > 65535) {
            throw new ServiceException("The JDBC URL's port " + port + " is not a port.");
        }
        return m.group(1) + ":" + port;
    }
}
