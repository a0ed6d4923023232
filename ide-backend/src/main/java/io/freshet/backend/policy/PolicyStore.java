package io.freshet.backend.policy;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.policy.StatementPolicy;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The statement policy in Freshet's database: as an ADMIN last saved it, or the built-in defaults. The policy in
 * force is cached and its version re-read every few seconds, so a change saved by another Freshet instance on the
 * same database applies here within {@link #RECHECK}.
 */
@Component
public class PolicyStore {

    static final Duration RECHECK = Duration.ofSeconds(5);
    private static final Logger LOG = LoggerFactory.getLogger(PolicyStore.class);
    private static final StatementPolicy DEFAULTS = StatementPolicy.defaults();

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private volatile Cached cached;

    @Autowired
    public PolicyStore(JdbcTemplate jdbc) {
        this(jdbc, Clock.systemUTC());
    }

    /** A store that reads the time from {@code clock} (its re-read interval). */
    public PolicyStore(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** The policy in force; the same instance while it is unchanged. */
    public StatementPolicy current() {
        Cached known = cached;
        Instant now = clock.instant();
        if (known != null && now.isBefore(known.checkedAt().plus(RECHECK))) {
            return known.policy();
        }
        long version = version();
        if (known == null || known.version() != version) {
            known = new Cached(version, load().map(Stored::policy).orElse(DEFAULTS), now);
        } else {
            known = new Cached(version, known.policy(), now);
        }
        cached = known;
        return known.policy();
    }

    /** The saved policy with who saved it and when; empty while the defaults apply. */
    public Optional<Stored> load() {
        List<Stored> rows = jdbc.query("SELECT policy, updated_by, updated_at FROM statement_policy WHERE id = 1"
                        + " AND policy <> ''", (rs, i) -> new Stored(read(rs.getString(1)), rs.getString(2),
                        rs.getObject(3, OffsetDateTime.class).toInstant()));
        return rows.stream().findFirst();
    }

    /** Saves a policy (it replaces the one before); the next {@link #current()} here returns it. */
    public void save(StatementPolicy policy, String user) {
        write(policy.toJson(), user);
    }

    /** Forgets the saved policy: the built-in defaults apply again (an empty text, so versions keep rising). */
    public void reset(String user) {
        write("", user);
    }

    private void write(String json, String user) {
        OffsetDateTime now = OffsetDateTime.now(clock.withZone(ZoneOffset.UTC));
        if (replace(json, user, now) == 0) {
            try {
                jdbc.update("INSERT INTO statement_policy (id, policy, version, updated_by, updated_at)"
                        + " VALUES (1, ?, 1, ?, ?)", json, user, now);
            } catch (DuplicateKeyException e) {
                // another instance stored the first policy at the same moment: this save comes after it
                replace(json, user, now);
            }
        }
        cached = null;
    }

    /**
     * The database counts the version up itself: two instances saving at the same moment still leave two
     * versions, so no third instance keeps the first one for good.
     */
    private int replace(String json, String user, OffsetDateTime now) {
        return jdbc.update("UPDATE statement_policy SET policy = ?, version = version + 1, updated_by = ?,"
                + " updated_at = ? WHERE id = 1", json, user, now);
    }

    private long version() {
        List<Long> versions = jdbc.queryForList("SELECT version FROM statement_policy WHERE id = 1", Long.class);
        return versions.isEmpty() ? 0 : versions.get(0);
    }

    /** A stored text that no longer reads (edited in the database by hand) falls back to the defaults, loudly. */
    private static StatementPolicy read(String json) {
        try {
            return StatementPolicy.fromJson(json);
        } catch (SqlAnalysisException e) {
            LOG.error("The stored statement policy cannot be read ({}); the built-in defaults apply", e.getMessage());
            return DEFAULTS;
        }
    }

    /** A saved policy. */
    public record Stored(StatementPolicy policy, String updatedBy, Instant updatedAt) {
    }

    private record Cached(long version, StatementPolicy policy, Instant checkedAt) {
    }
}
