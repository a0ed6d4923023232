package io.freshet.backend.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.SecurityProperties;
import io.freshet.backend.security.SignInThrottle;
import io.freshet.backend.security.UserAccounts;
import io.freshet.testing.MigratedDatabase;
import io.freshet.testing.MutableClock;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.tokens.ApiTokenInfo;
import io.freshet.ui.tokens.IssuedToken;
import io.freshet.ui.tokens.TokenLifetime;
import io.freshet.ui.tokens.TokenState;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Tokens on Freshet's migrated schema (H2, V25): who may create, list and revoke which tokens, that only the hash is
 * stored, and that a token acts with its user's current role until it is revoked, expires or the user is disabled,
 * every refusal audited with its reason.
 */
class ApiTokensTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static JdbcTemplate jdbc;
    private static UserAccounts accounts;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-07T04:00:00Z"));
    private final TokenStore store = new TokenStore(jdbc);
    private final JdbcApiTokenService service = new JdbcApiTokenService(store, accounts, new AuditLog(jdbc), clock);
    private final SignInThrottle throttle = new SignInThrottle(new SecurityProperties(5, Duration.ofMinutes(15), 3,
            10, Duration.ofMinutes(10), Duration.ofMinutes(15)));
    private final TokenAuthenticator authenticator = new TokenAuthenticator(store, accounts, new AuditLog(jdbc),
            throttle, clock);

    @BeforeAll
    static void users() {
        jdbc = new JdbcTemplate(DB.dataSource());
        accounts = new UserAccounts(jdbc);
        accounts.create("dev", "{noop}n/a", Role.DEVELOPER);
        accounts.create("vera", "{noop}n/a", Role.VIEWER);
        accounts.create("boss", "{noop}n/a", Role.ADMIN);
        accounts.create("gone", "{noop}n/a", Role.DEVELOPER);
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void aUserCreatesTheirOwnTokenWhichIsStoredOnlyAsItsHash() {
        signIn("dev", Role.DEVELOPER);
        IssuedToken issued = service.issue("", "ci-create", TokenLifetime.DAYS_30);

        assertThat(issued.secret()).startsWith(issued.token().prefix() + "_").hasSize(TokenSecrets.LENGTH);
        assertThat(issued.token().owner()).isEqualTo("dev");
        assertThat(issued.token().state()).isEqualTo(TokenState.ACTIVE);
        assertThat(issued.token().expiresAt()).isEqualTo(clock.instant().plus(Duration.ofDays(30)));
        assertThat(issued.toString()).doesNotContain(issued.secret());
        assertThat(jdbc.queryForObject("SELECT secret_hash FROM api_token WHERE id = ?", String.class,
                issued.token().id())).isEqualTo(TokenSecrets.hash(issued.secret()));
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM api_token WHERE secret_hash LIKE ? OR name LIKE ?",
                Integer.class, "%" + issued.secret().substring(17) + "%", "%" + issued.secret().substring(17) + "%"))
                .as("the secret is nowhere in the table").isZero();
        assertThat(audited("dev", "API_TOKEN_CREATED", issued.token().prefix())).contains("for dev, named ci-create");
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE detail LIKE ? OR target LIKE ?",
                Integer.class, "%" + issued.secret().substring(17) + "%", "%" + issued.secret().substring(17) + "%"))
                .as("nor in the audit log").isZero();
        assertThatThrownBy(() -> service.issue("dev", "ci-create", TokenLifetime.DAYS_7))
                .isInstanceOfSatisfying(ServiceException.class, e -> assertThat(e.userMessage())
                        .contains("has a token named ci-create already"));
    }

    @Test
    void onlyAnAdministratorCreatesForOthersAndSeesAndRevokesEveryonesTokens() {
        signIn("vera", Role.VIEWER);
        assertThatThrownBy(() -> service.issue("dev", "not-mine", TokenLifetime.DAYS_7))
                .isInstanceOfSatisfying(ServiceException.class, e -> assertThat(e.userMessage())
                        .isEqualTo("Only an administrator creates tokens for another user."));
        IssuedToken veras = service.issue(null, "vera-ci", TokenLifetime.NO_EXPIRY);
        assertThat(veras.token().expiresAt()).isNull();

        signIn("boss", Role.ADMIN);
        IssuedToken forDev = service.issue("dev", "given-by-boss", TokenLifetime.DAYS_90);
        assertThat(forDev.token().owner()).isEqualTo("dev");
        assertThat(forDev.token().createdBy()).isEqualTo("boss");
        assertThatThrownBy(() -> service.issue("nobody", "x", TokenLifetime.DAYS_7))
                .hasMessage("There is no user nobody.");
        assertThat(service.list()).extracting(ApiTokenInfo::owner).contains("vera", "dev");

        signIn("vera", Role.VIEWER);
        assertThat(service.list()).extracting(ApiTokenInfo::owner).containsOnly("vera");
        assertThatThrownBy(() -> service.revoke(forDev.token().id())).isInstanceOf(ServiceException.class)
                .hasMessageContaining("that you may revoke");
        assertThat(authenticator.authenticate(forDev.secret(), "10.0.0.1")).as("not revoked by vera").isPresent();

        signIn("boss", Role.ADMIN);
        service.revoke(veras.token().id());
        service.revoke(veras.token().id());
        assertThat(service.list()).filteredOn(t -> t.id() == veras.token().id()).singleElement()
                .satisfies(t -> assertThat(t.state()).isEqualTo(TokenState.REVOKED));
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'API_TOKEN_REVOKED'"
                + " AND actor = 'boss' AND target = ?", Integer.class, veras.token().prefix()))
                .as("revoking twice is audited once").isEqualTo(1);
        assertThat(authenticator.authenticate(veras.secret(), "10.0.0.1")).isEmpty();
    }

    @Test
    void aTokenActsWithItsUsersCurrentRoleAndRecordsItsUse() {
        signIn("boss", Role.ADMIN);
        IssuedToken token = service.issue("gone", "role-follows", TokenLifetime.DAYS_7);
        SecurityContextHolder.clearContext();

        Authentication first = authenticator.authenticate(token.secret(), "10.0.0.2").orElseThrow();
        assertThat(first.getName()).isEqualTo("gone");
        assertThat(first.isAuthenticated()).isTrue();
        assertThat(first.getAuthorities()).extracting(GrantedAuthority::getAuthority)
                .containsExactlyInAnyOrder("ROLE_VIEWER", "ROLE_DEVELOPER");
        assertThat(lastUsed(token)).isEqualTo(clock.instant());

        accounts.changeRole("gone", Role.VIEWER);
        clock.advance(Duration.ofSeconds(30));
        assertThat(authenticator.authenticate(token.secret(), "10.0.0.2").orElseThrow().getAuthorities())
                .extracting(GrantedAuthority::getAuthority).containsExactly("ROLE_VIEWER");
        assertThat(lastUsed(token)).as("written at most once a minute").isEqualTo(clock.instant().minusSeconds(30));
        clock.advance(Duration.ofMinutes(1));
        authenticator.authenticate(token.secret(), "10.0.0.2");
        assertThat(lastUsed(token)).isEqualTo(clock.instant());

        accounts.setEnabled("gone", false);
        assertThat(authenticator.authenticate(token.secret(), "10.0.0.2")).isEmpty();
        assertThat(audited("gone", "API_TOKEN_REFUSED", token.token().prefix())).contains("the user is disabled");
        accounts.setEnabled("gone", true);
        assertThat(authenticator.authenticate(token.secret(), "10.0.0.2")).isPresent();
    }

    @Test
    void anExpiredAWrongOrAnUnknownTokenIsRefusedAndAuditedWithItsReason() {
        signIn("dev", Role.DEVELOPER);
        IssuedToken token = service.issue("", "expires", TokenLifetime.DAYS_7);
        String wrongSecret = token.secret().substring(0, 17) + "A".repeat(43);
        String unknown = "fsh_000000000000_" + "A".repeat(43);

        assertThat(authenticator.authenticate(wrongSecret, "10.0.0.3")).isEmpty();
        assertThat(audited("dev", "API_TOKEN_REFUSED", token.token().prefix())).startsWith("wrong secret");
        assertThat(authenticator.authenticate(unknown, "10.0.0.3")).isEmpty();
        assertThat(audited("anonymous", "API_TOKEN_REFUSED", "fsh_000000000000")).startsWith("unknown token");
        assertThat(authenticator.authenticate("Basic ZGV2OnNlY3JldA==", "10.0.0.3")).isEmpty();
        assertThat(throttle.refusedFor("10.0.0.3")).as("three guesses are below the limit").isEmpty();

        clock.advance(Duration.ofDays(7));
        assertThat(authenticator.authenticate(token.secret(), "10.0.0.3")).isEmpty();
        assertThat(audited("dev", "API_TOKEN_REFUSED", token.token().prefix())).startsWith("expired (from 10.0.0.3)");
        assertThat(service.list()).filteredOn(t -> t.id() == token.token().id()).singleElement()
                .satisfies(t -> assertThat(t.state()).isEqualTo(TokenState.EXPIRED));
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE detail LIKE ?", Integer.class,
                "%" + "A".repeat(43) + "%")).as("a presented token is never recorded").isZero();
    }

    @Test
    void guessesBlockTheAddressButStaleRealTokensDoNot() {
        signIn("dev", Role.DEVELOPER);
        IssuedToken token = service.issue("", "stale", TokenLifetime.DAYS_7);
        service.revoke(token.token().id());
        for (int i = 0; i < 12; i++) {
            authenticator.authenticate(token.secret(), "10.0.0.4");
        }
        assertThat(throttle.refusedFor("10.0.0.4")).as("a revoked token is no guess").isEmpty();
        for (int i = 0; i < 10; i++) {
            authenticator.authenticate("fsh_" + i + "nope", "10.0.0.5");
        }
        assertThat(throttle.refusedFor("10.0.0.5")).isPresent();
    }

    @Test
    void namesAndLifetimesAreChecked() {
        signIn("dev", Role.DEVELOPER);
        assertThatThrownBy(() -> service.issue("", "  ", TokenLifetime.DAYS_7)).hasMessageContaining("1 to 100");
        assertThatThrownBy(() -> service.issue("", "x".repeat(101), TokenLifetime.DAYS_7))
                .hasMessageContaining("1 to 100");
        assertThatThrownBy(() -> service.issue("", "line\nbreak", TokenLifetime.DAYS_7))
                .hasMessageContaining("control characters");
        assertThatThrownBy(() -> service.issue("", "no-lifetime", null)).hasMessageContaining("how long");
        SecurityContextHolder.clearContext();
        assertThatThrownBy(() -> service.issue("", "anonymous", TokenLifetime.DAYS_7))
                .hasMessageContaining("Sign in");
    }

    private Instant lastUsed(IssuedToken token) {
        return store.byId(token.token().id()).map(StoredToken::lastUsedAt).orElseThrow();
    }

    /** The detail of the newest audit entry of this actor, action and target. */
    private static String audited(String actor, String action, String target) {
        return Optional.ofNullable(jdbc.queryForList("SELECT detail FROM audit_event WHERE actor = ? AND action = ?"
                + " AND target = ? ORDER BY id DESC", String.class, actor, action, target))
                .flatMap(l -> l.stream().findFirst()).orElse("(not audited)");
    }

    private static void signIn(String user, Role role) {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(user, null,
                role.authorities().stream().map(GrantedAuthority.class::cast).toList()));
    }
}
