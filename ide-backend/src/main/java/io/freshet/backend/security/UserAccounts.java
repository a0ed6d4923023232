package io.freshet.backend.security;

import io.freshet.ui.users.UserSummary;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Component;

/** Users and their roles in the database ({@code app_user}); a locked-out account loads as locked. */
@Component
public class UserAccounts implements UserDetailsService {

    private final JdbcTemplate jdbc;
    private final Clock clock;

    public UserAccounts(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.clock = Clock.systemUTC();
    }

    @Override
    public UserDetails loadUserByUsername(String username) {
        return jdbc.query("SELECT username, password_hash, role, enabled, locked_until FROM app_user"
                        + " WHERE username = ?", rs -> {
                    if (!rs.next()) {
                        throw new UsernameNotFoundException("no such user");
                    }
                    Timestamp lockedUntil = rs.getTimestamp("locked_until");
                    boolean locked = lockedUntil != null && lockedUntil.toInstant().isAfter(clock.instant());
                    return User.withUsername(rs.getString("username"))
                            .password(rs.getString("password_hash"))
                            .authorities(Role.valueOf(rs.getString("role")).authorities())
                            .disabled(!rs.getBoolean("enabled"))
                            .accountLocked(locked)
                            .build();
                }, username);
    }

    /** Adds a user; the password must already be encoded. */
    public void create(String username, String passwordHash, Role role) {
        jdbc.update("INSERT INTO app_user (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)",
                username, passwordHash, role.name(), now());
    }

    public long count() {
        Long n = jdbc.queryForObject("SELECT COUNT(*) FROM app_user", Long.class);
        return n == null ? 0 : n;
    }

    /** Counts a failed login; at {@code max} the account is locked until {@code now + lockout}. */
    public void recordFailure(String username, int max, Duration lockout) {
        jdbc.update("UPDATE app_user SET failed_logins = failed_logins + 1 WHERE username = ?", username);
        jdbc.update("UPDATE app_user SET locked_until = ?, failed_logins = 0 WHERE username = ? AND failed_logins >= ?",
                OffsetDateTime.ofInstant(clock.instant().plus(lockout), ZoneOffset.UTC), username, max);
    }

    public void recordSuccess(String username) {
        jdbc.update("UPDATE app_user SET failed_logins = 0, locked_until = NULL WHERE username = ?", username);
    }

    /** Changes a user's role; returns the previous one, empty when there is no such user. */
    public Optional<Role> changeRole(String username, Role role) {
        Optional<Role> previous = jdbc.queryForList("SELECT role FROM app_user WHERE username = ?", String.class,
                username).stream().findFirst().map(Role::valueOf);
        previous.ifPresent(p -> jdbc.update("UPDATE app_user SET role = ? WHERE username = ?", role.name(), username));
        return previous;
    }

    /** Every user, for administrators; never the hash. */
    public List<UserSummary> list() {
        Instant now = clock.instant();
        return jdbc.query("SELECT username, role, enabled, locked_until FROM app_user ORDER BY username", (rs, i) -> {
            Timestamp until = rs.getTimestamp(4);
            return new UserSummary(rs.getString(1), rs.getString(2), rs.getBoolean(3),
                    until != null && until.toInstant().isAfter(now));
        });
    }

    /** The user's role, empty when there is no such user. */
    public Optional<Role> role(String username) {
        return jdbc.queryForList("SELECT role FROM app_user WHERE username = ?", String.class, username).stream()
                .findFirst().map(Role::valueOf);
    }

    /** Enabled administrators other than {@code username}: the last one may be neither demoted nor disabled. */
    public long otherEnabledAdmins(String username) {
        Long n = jdbc.queryForObject("SELECT COUNT(*) FROM app_user WHERE role = 'ADMIN' AND enabled = TRUE"
                + " AND username <> ?", Long.class, username);
        return n == null ? 0 : n;
    }

    /** Returns false when there is no such user. */
    public boolean setEnabled(String username, boolean enabled) {
        return jdbc.update("UPDATE app_user SET enabled = ? WHERE username = ?", enabled, username) == 1;
    }

    /** Returns false when there is no such user; the hash must already be encoded. */
    public boolean setPassword(String username, String passwordHash) {
        return jdbc.update("UPDATE app_user SET password_hash = ?, failed_logins = 0, locked_until = NULL"
                + " WHERE username = ?", passwordHash, username) == 1;
    }

    private OffsetDateTime now() {
        return OffsetDateTime.ofInstant(Instant.now(clock), ZoneOffset.UTC);
    }
}
