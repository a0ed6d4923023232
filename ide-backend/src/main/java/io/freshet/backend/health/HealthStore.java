package io.freshet.backend.health;

import io.freshet.ui.health.HealthChange;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The recorded health ({@code health_state}, {@code health_change}, {@code health_lease} of V19): which instance
 * records, each subject's state since when, and its changes. A change is recorded only by the one writer whose
 * conditional UPDATE (or first INSERT) of the current state succeeds.
 */
@Component
public class HealthStore {

    private static final int MAX_REASON = 2000;

    private final JdbcTemplate jdbc;

    public HealthStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Takes or renews the recording lease for {@code holder}; true when it holds it until {@code now + length}. */
    public boolean lease(String holder, Instant now, Duration length) {
        return jdbc.update("UPDATE health_lease SET holder = ?, lease_until = ? WHERE id = 1 AND (holder = ?"
                + " OR lease_until < ?)", holder, utc(now.plus(length)), holder, utc(now)) == 1;
    }

    /** Every subject's recorded state. */
    public Map<HealthSubject, Recorded> states() {
        Map<HealthSubject, Recorded> states = new HashMap<>();
        jdbc.query("SELECT subject_kind, subject_name, state, reason, since FROM health_state", (ResultSet rs) -> {
            states.put(subject(rs, 1), new Recorded(HealthState.valueOf(rs.getString(3)), rs.getString(4),
                    instant(rs, 5)));
        });
        return states;
    }

    /**
     * Records a change from the state recorded before ({@code change.from()}, null when none): true when this call
     * recorded it, false when another writer changed the state first (then nothing is written).
     */
    public boolean record(HealthChange change) {
        HealthSubject s = change.subject();
        String reason = cut(change.reason());
        if (change.from() == null) {
            try {
                jdbc.update("INSERT INTO health_state (subject_kind, subject_name, state, reason, since)"
                        + " VALUES (?, ?, ?, ?, ?)", s.kind().name(), s.name(), change.to().name(), reason,
                        utc(change.at()));
            } catch (DuplicateKeyException other) {
                return false;
            }
        } else if (jdbc.update("UPDATE health_state SET state = ?, reason = ?, since = ? WHERE subject_kind = ?"
                + " AND subject_name = ? AND state = ?", change.to().name(), reason, utc(change.at()), s.kind().name(),
                s.name(), change.from().name()) != 1) {
            return false;
        }
        jdbc.update("INSERT INTO health_change (subject_kind, subject_name, from_state, to_state, reason, changed_at)"
                + " VALUES (?, ?, ?, ?, ?, ?)", s.kind().name(), s.name(),
                change.from() == null ? null : change.from().name(), change.to().name(), reason, utc(change.at()));
        return true;
    }


    /** Forgets the current state of a subject that is gone (a dropped table); its changes stay. */
    public void forget(HealthSubject s) {
        jdbc.update("DELETE FROM health_state WHERE subject_kind = ? AND subject_name = ?", s.kind().name(), s.name());
    }

    /** One subject's changes since a time, oldest first. */
    public List<HealthChange> history(HealthSubject s, Instant since) {
        return jdbc.query("SELECT subject_kind, subject_name, from_state, to_state, reason, changed_at FROM"
                + " health_change WHERE subject_kind = ? AND subject_name = ? AND changed_at >= ? ORDER BY changed_at,"
                + " id", (rs, i) -> new HealthChange(subject(rs, 1), Optional.ofNullable(rs.getString(3))
                .map(HealthState::valueOf).orElse(null), HealthState.valueOf(rs.getString(4)), rs.getString(5),
                instant(rs, 6)), s.kind().name(), s.name(), utc(since));
    }

    /** A subject's recorded state: what, why and since when. */
    public record Recorded(HealthState state, String reason, Instant since) {
    }

    private static HealthSubject subject(ResultSet rs, int column) throws SQLException {
        return new HealthSubject(HealthSubject.Kind.valueOf(rs.getString(column)), rs.getString(column + 1));
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime time = rs.getObject(column, OffsetDateTime.class);
        return time == null ? null : time.toInstant();
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    private static String cut(String text) {
        return text.length() <= MAX_REASON ? text : text.substring(0, MAX_REASON - 1) + "…";
    }
}
