package io.freshet.backend.alerts;

import io.freshet.ui.alerts.AlertCondition;
import io.freshet.ui.alerts.AlertRule;
import io.freshet.ui.alerts.AlertScope;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.SqlParameterValue;
import org.springframework.stereotype.Component;

/** Alert rules in the {@code alert_rule} table. */
@Component
public class RuleStore {

    private static final String COLUMNS = "name, scope, scope_value, condition_kind, threshold, channels, silenced_until";
    private static final RowMapper<AlertRule> ROW = (rs, i) -> new AlertRule(rs.getString(1),
            AlertScope.valueOf(rs.getString(2)), rs.getString(3), AlertCondition.valueOf(rs.getString(4)),
            rs.getDouble(5), channels(rs.getString(6)), instant(rs.getObject(7, OffsetDateTime.class)));

    private final JdbcTemplate jdbc;

    public RuleStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<AlertRule> list() {
        return jdbc.query("SELECT " + COLUMNS + " FROM alert_rule ORDER BY name", ROW);
    }

    public Optional<AlertRule> find(String name) {
        return jdbc.query("SELECT " + COLUMNS + " FROM alert_rule WHERE name = ?", ROW, name).stream().findFirst();
    }

    /** Adds or replaces the rule; an existing rule keeps its silence. */
    public void save(AlertRule r, String by, Instant at) {
        OffsetDateTime when = at.atOffset(ZoneOffset.UTC);
        String channels = String.join(",", r.channels());
        if (jdbc.update("UPDATE alert_rule SET scope = ?, scope_value = ?, condition_kind = ?, threshold = ?,"
                        + " channels = ?, updated_by = ?, updated_at = ? WHERE name = ?", r.scope().name(),
                r.scopeValue(), r.condition().name(), r.threshold(), channels, by, when, r.name()) == 0) {
            jdbc.update("INSERT INTO alert_rule (name, scope, scope_value, condition_kind, threshold, channels,"
                            + " updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", r.name(), r.scope().name(),
                    r.scopeValue(), r.condition().name(), r.threshold(), channels, by, when);
        }
    }

    /** @return false when there is no such rule */
    public boolean silence(String name, Instant until) {
        OffsetDateTime when = until == null ? null : until.atOffset(ZoneOffset.UTC);
        return jdbc.update("UPDATE alert_rule SET silenced_until = ? WHERE name = ?",
                new SqlParameterValue(Types.TIMESTAMP_WITH_TIMEZONE, when), name) == 1;
    }

    public boolean delete(String name) {
        return jdbc.update("DELETE FROM alert_rule WHERE name = ?", name) == 1;
    }

    /** Whether any rule sends to the channel. */
    public boolean uses(String channel) {
        return list().stream().anyMatch(r -> r.channels().contains(channel));
    }

    private static List<String> channels(String joined) {
        return joined.isBlank() ? List.of() : Arrays.asList(joined.split(","));
    }

    private static Instant instant(OffsetDateTime t) {
        return t == null ? null : t.toInstant();
    }
}
