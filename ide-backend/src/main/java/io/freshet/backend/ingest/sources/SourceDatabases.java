package io.freshet.backend.ingest.sources;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.CheckOutcome;
import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.SourceTestResult;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Talks to source databases over JDBC: runs the readiness checks, and reads schemas and tables, each on a connection
 * of its own that is closed after. Query failures become a {@link ServiceException} with the server's reason.
 */
@Component
public class SourceDatabases {

    /** What is read on an open connection. */
    @FunctionalInterface
    interface Reading<T> {
        T read(SqlSession session, SourceCatalog catalog) throws SQLException;
    }

    /** Every check, in order: the connection's three, then the database's CDC checks (skipped without connection). */
    SourceTestResult test(SourceDefinition d) {
        SourceConnector.Attempt attempt = SourceConnector.connect(d);
        List<SourceCheck> checks = new ArrayList<>(attempt.checks());
        CdcChecks cdc = checks(d.kind());
        if (attempt.connection() == null) {
            cdc.kinds().forEach(k -> checks.add(SourceConnector.skipped(k)));
            return new SourceTestResult(checks, false);
        }
        try (Connection connection = attempt.connection()) {
            checks.addAll(cdc.run(new JdbcSession(connection), d));
        } catch (SQLException e) {
            // closing failed after the checks ran: their outcomes stand
        }
        return new SourceTestResult(checks, false);
    }

    /**
     * The connection's checks, then what a CDC job of these tables with these replication slots needs: for
     * PostgreSQL {@link PostgresTableChecks}, for MySQL the source's own CDC checks (its binlog rights are global).
     */
    public SourceTestResult checkTables(SourceDefinition d, String schema, List<String> tables, List<String> slots) {
        SourceConnector.Attempt attempt = SourceConnector.connect(d);
        List<SourceCheck> checks = new ArrayList<>(attempt.checks());
        if (attempt.connection() == null) {
            return new SourceTestResult(checks, false);
        }
        try (Connection connection = attempt.connection()) {
            checks.addAll(d.kind() == SourceKind.POSTGRESQL
                    ? PostgresTableChecks.run(connection, d, schema, tables, slots)
                    : checks(d.kind()).run(new JdbcSession(connection), d));
        } catch (SQLException e) {
            throw new ServiceException("Freshet cannot check the tables of the source " + d.name() + ": "
                    + ConnectFailures.serverSays(e), e);
        }
        return new SourceTestResult(checks, false);
    }

    List<String> schemas(SourceDefinition d) {
        return read(d, "read the schemas of", (session, catalog) -> catalog.schemas(session));
    }

    public List<SourceTable> tables(SourceDefinition d, String schema) {
        return read(d, "read the tables of", (session, catalog) -> catalog.tables(session, schema));
    }

    private <T> T read(SourceDefinition d, String what, Reading<T> reading) {
        SourceConnector.Attempt attempt = SourceConnector.connect(d);
        if (attempt.connection() == null) {
            String why = attempt.checks().stream().filter(c -> c.outcome() == CheckOutcome.FAILED)
                    .map(SourceCheck::message).findFirst().orElse("it does not connect");
            throw new ServiceException("Freshet cannot " + what + " the source " + d.name() + ": " + why);
        }
        try (Connection connection = attempt.connection()) {
            return reading.read(new JdbcSession(connection), catalog(d.kind()));
        } catch (SQLException e) {
            throw new ServiceException("Freshet cannot " + what + " the source " + d.name() + ": "
                    + ConnectFailures.serverSays(e), e);
        }
    }

    static CdcChecks checks(SourceKind kind) {
        return switch (kind) {
            case POSTGRESQL -> new PostgresChecks();
            case MYSQL -> new MySqlChecks();
        };
    }

    static SourceCatalog catalog(SourceKind kind) {
        return switch (kind) {
            case POSTGRESQL -> new SourceCatalog(PostgresCatalog.DIALECT);
            case MYSQL -> new SourceCatalog(MySqlCatalog.DIALECT);
        };
    }
}
