package io.freshet.backend.alerts;

import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.alerts.AlertIncident;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthSubject;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalLong;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/**
 * Incidents in {@code alert_incident}. Opening and closing are claims: the unique open key lets one INSERT win per
 * rule and subject, and the conditional UPDATE lets one instance close it, so only that instance announces it.
 */
@Component
public class IncidentStore {

    private static final int MAX_REASON = 2000;
    private static final RowMapper<AlertIncident> ROW = (rs, i) -> new AlertIncident(rs.getLong(1), rs.getString(2),
            new HealthSubject(HealthSubject.Kind.valueOf(rs.getString(3)), rs.getString(4)), rs.getString(5),
            instant(rs.getObject(6, OffsetDateTime.class)), instant(rs.getObject(7, OffsetDateTime.class)),
            rs.getString(8), instant(rs.getObject(9, OffsetDateTime.class)));

    private final JdbcTemplate jdbc;

    public IncidentStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The rule's incidents that fire now. */
    List<OpenIncident> open(String rule) {
        return jdbc.query("SELECT id, subject_kind, subject_name, announced FROM alert_incident"
                        + " WHERE rule_name = ? AND open_key IS NOT NULL ORDER BY id",
                (rs, i) -> new OpenIncident(rs.getLong(1),
                        new HealthSubject(HealthSubject.Kind.valueOf(rs.getString(2)), rs.getString(3)),
                        rs.getBoolean(4)), rule);
    }

    /** Opens an incident; empty when another instance opened the same one first. Runs in its own statement. */
    OptionalLong open(String rule, HealthEntry entry, boolean announced, Instant at) {
        HealthSubject s = entry.subject();
        String reason = entry.reason().length() > MAX_REASON ? entry.reason().substring(0, MAX_REASON) : entry.reason();
        try {
            return OptionalLong.of(GeneratedIds.insert(jdbc, "INSERT INTO alert_incident (rule_name, subject_kind,"
                            + " subject_name, reason, open_key, announced, opened_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    rule, s.kind().name(), s.name(), reason, rule + "|" + s.kind() + "|" + s.name(), announced,
                    at.atOffset(ZoneOffset.UTC)));
        } catch (DuplicateKeyException e) {
            return OptionalLong.empty();
        }
    }

    /** Closes an open incident; false when another instance closed it first. */
    boolean close(long id, Instant at) {
        return jdbc.update("UPDATE alert_incident SET closed_at = ?, open_key = NULL"
                + " WHERE id = ? AND open_key IS NOT NULL", at.atOffset(ZoneOffset.UTC), id) == 1;
    }

    /** Open incidents first, then the newest. */
    public List<AlertIncident> list(int limit) {
        return jdbc.query("SELECT id, rule_name, subject_kind, subject_name, reason, opened_at, closed_at,"
                + " acknowledged_by, acknowledged_at FROM alert_incident"
                + " ORDER BY CASE WHEN closed_at IS NULL THEN 0 ELSE 1 END, id DESC LIMIT ?", ROW, limit);
    }

    public int unacknowledged() {
        Integer n = jdbc.queryForObject("SELECT COUNT(*) FROM alert_incident WHERE open_key IS NOT NULL"
                + " AND acknowledged_by IS NULL", Integer.class);
        return n == null ? 0 : n;
    }

    /** @return false when there is no such incident or it was acknowledged before */
    public boolean acknowledge(long id, String by, Instant at) {
        return jdbc.update("UPDATE alert_incident SET acknowledged_by = ?, acknowledged_at = ? WHERE id = ?"
                + " AND acknowledged_by IS NULL", by, at.atOffset(ZoneOffset.UTC), id) == 1;
    }

    private static Instant instant(OffsetDateTime t) {
        return t == null ? null : t.toInstant();
    }
}
