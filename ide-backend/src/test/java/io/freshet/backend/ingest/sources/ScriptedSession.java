package io.freshet.backend.ingest.sources;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A fake source connection for unit tests: answers the exact SQL it was given rows for, and records what ran. */
final class ScriptedSession implements SqlSession {

    private final Map<String, List<Object[]>> answers = new HashMap<>();
    private final Map<String, SQLException> failures = new HashMap<>();
    final List<String> ran = new ArrayList<>();

    ScriptedSession answer(String sql, Object[]... rows) {
        answers.put(sql, List.of(rows));
        return this;
    }

    ScriptedSession fail(String sql, SQLException e) {
        failures.put(sql, e);
        return this;
    }

    @Override
    public List<Object[]> query(String sql, Object... args) throws SQLException {
        ran.add(sql);
        if (failures.containsKey(sql)) {
            throw failures.get(sql);
        }
        List<Object[]> rows = answers.get(sql);
        if (rows == null) {
            throw new AssertionError("unexpected SQL: " + sql);
        }
        return rows;
    }

    static Object[] row(Object... values) {
        return values;
    }
}
