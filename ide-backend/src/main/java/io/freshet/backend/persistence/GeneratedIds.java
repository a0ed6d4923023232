package io.freshet.backend.persistence;

import org.springframework.jdbc.core.ArgumentPreparedStatementSetter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;

/** An INSERT that returns the row's generated {@code id}, the same way on H2 and PostgreSQL. */
public final class GeneratedIds {

    private GeneratedIds() {
    }

    /**
     * Runs {@code sql} with {@code args} bound as {@link JdbcTemplate#update(String, Object...)} binds them and
     * returns the new row's id; naming the key column keeps PostgreSQL from returning every column.
     */
    public static long insert(JdbcTemplate jdbc, String sql, Object... args) {
        GeneratedKeyHolder keys = new GeneratedKeyHolder();
        jdbc.update(c -> {
            var ps = c.prepareStatement(sql, new String[] {"id"});
            new ArgumentPreparedStatementSetter(args).setValues(ps);
            return ps;
        }, keys);
        return keys.getKey().longValue();
    }
}
