package io.freshet.backend.ingest.sources;

import java.sql.SQLException;
import java.util.List;

/** Queries on one open source connection; the checks and catalog readers see only this, so unit tests can fake it. */
interface SqlSession {

    /** The rows of a query, each as its column values in select order. */
    List<Object[]> query(String sql, Object... args) throws SQLException;

    /** The first column of the first row, or null when there is no row. */
    default Object value(String sql, Object... args) throws SQLException {
        List<Object[]> rows = query(sql, args);
        return rows.isEmpty() ? null : rows.get(0)[0];
    }
}
