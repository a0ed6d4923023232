package io.freshet.backend.serving;

import java.sql.SQLException;
import java.util.List;

/** Opens a JDBC session on a serving engine; a fake stands in for it in unit tests. */
public interface EngineConnector {

    /**
     * @param jdbcUrl a URL of the form {@code jdbc:mysql://host:port/} that Freshet built itself (no options)
     * @throws SQLException as the driver throws it; the caller translates it, never shows its message
     */
    EngineSession open(String jdbcUrl, String user, String password) throws SQLException;

    /** One connection to the engine. */
    interface EngineSession extends AutoCloseable {

        void execute(String sql) throws SQLException;

        /** The first column of every row the statement returns, as text. */
        List<String> firstColumn(String sql) throws SQLException;

        @Override
        void close() throws SQLException;
    }
}
