package io.freshet.backend.ingest.sources;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** A {@link SqlSession} on a JDBC connection to a source; read-only, each query bounded in time. */
final class JdbcSession implements SqlSession {

    private static final int QUERY_SECONDS = 30;

    private final Connection connection;

    JdbcSession(Connection connection) {
        this.connection = connection;
    }

    @Override
    public List<Object[]> query(String sql, Object... args) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setQueryTimeout(QUERY_SECONDS);
            for (int i = 0; i < args.length; i++) {
                statement.setObject(i + 1, args[i]);
            }
            try (ResultSet rs = statement.executeQuery()) {
                int columns = rs.getMetaData().getColumnCount();
                List<Object[]> rows = new ArrayList<>();
                while (rs.next()) {
                    Object[] row = new Object[columns];
                    for (int c = 0; c < columns; c++) {
                        row[c] = rs.getObject(c + 1);
                    }
                    rows.add(row);
                }
                return rows;
            }
        }
    }
}
