package io.freshet.backend.users;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.security.ActiveSessions;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.users.UserSummary;
import jakarta.servlet.http.HttpSessionEvent;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextImpl;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;

/**
 * User administration on Freshet's migrated schema (H2) with the real accounts, audit log, session registry and
 * password rule: what each change stores, audits and ends, and the refusals that keep an administrator in charge.
 */
class JdbcUserAdminServiceTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static final PasswordEncoder ENCODER = PasswordEncoderFactories.createDelegatingPasswordEncoder();
    private static final String STRONG = "tidal-quartz-lantern-orbit";
    private static final String NAME_RULE = "A user name is 1 to 100 letters, digits, '.', '_', '@' or '-'.";

    private static JdbcTemplate jdbc;
    private static UserAccounts accounts;

    private final ActiveSessions sessions = new ActiveSessions();
    private final JdbcUserAdminService service = new JdbcUserAdminService(accounts, ENCODER, new AuditLog(jdbc),
            sessions, new PasswordPolicy(3));

    @BeforeAll
    static void connect() {
        jdbc = new JdbcTemplate(DB.dataSource());
        accounts = new UserAccounts(jdbc);
    }

    @BeforeEach
    void users() {
        jdbc.update("DELETE FROM app_user");
        accounts.create("boss", "{noop}n/a", Role.ADMIN);
        accounts.create("ada", "{noop}n/a", Role.ADMIN);
        accounts.create("carl", "{noop}n/a", Role.DEVELOPER);
        accounts.create("vera", "{noop}n/a", Role.VIEWER);
        signIn("boss");
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void aNewUserIsStoredWithAnEncodedPasswordAndTheCreationIsAuditedWithoutIt() {
        service.create(" nina ", STRONG, "developer");

        assertThat(service.list()).contains(new UserSummary("nina", "DEVELOPER", true, false));
        String hash = jdbc.queryForObject("SELECT password_hash FROM app_user WHERE username = 'nina'", String.class);
        assertThat(hash).startsWith("{bcrypt}").doesNotContain(STRONG);
        assertThat(ENCODER.matches(STRONG, hash)).isTrue();
        assertThat(audited("boss", "USER_CREATED", "nina")).isEqualTo("role DEVELOPER");
        assertThat(mentions(STRONG)).as("the password is nowhere in the audit log").isZero();
    }

    @Test
    void aNameOutsideTheRuleAnUnknownRoleAWeakPasswordOrATakenNameIsRefusedAndNothingStored() {
        int created = count("USER_CREATED");
        for (String name : Arrays.asList(null, "", "   ", "carl smith", "carl;drop", "ü-user", "x".repeat(101))) {
            assertThatThrownBy(() -> service.create(name, STRONG, "VIEWER")).as(String.valueOf(name))
                    .isInstanceOf(ServiceException.class).hasMessage(NAME_RULE);
        }
        assertThatThrownBy(() -> service.create("nina", "weak", "ROOT")).as("the role is checked before the password")
                .hasMessage("A role is VIEWER, DEVELOPER or ADMIN.");
        assertThatThrownBy(() -> service.create("nina", STRONG, null)).hasMessage("A role is VIEWER, DEVELOPER or ADMIN.");
        assertThatThrownBy(() -> service.create("nina", "password1234", "VIEWER"))
                .hasMessageContaining("too easy to guess");
        assertThatThrownBy(() -> service.create("carl", STRONG, "VIEWER")).hasMessage("The user carl exists already.");

        assertThat(service.list()).extracting(UserSummary::username).containsExactly("ada", "boss", "carl", "vera");
        assertThat(count("USER_CREATED")).isEqualTo(created);
    }

    @Test
    void everyLetterDigitAndAllowedMarkMakesAName() {
        String longest = "x".repeat(100);

        service.create("first.last@example-corp_1", STRONG, "VIEWER");
        service.create(longest, STRONG, "VIEWER");

        assertThat(service.list()).extracting(UserSummary::username).contains("first.last@example-corp_1", longest);
    }

    @Test
    void aRoleChangeTakesEffectAtOnceByEndingOnlyThatUsersSessions() {
        MockHttpSession carlAtWork = session("carl");
        MockHttpSession carlAtHome = session("carl");
        MockHttpSession vera = session("vera");

        service.changeRole("carl", "VIEWER");

        assertThat(accounts.role("carl")).contains(Role.VIEWER);
        assertThat(carlAtWork.isInvalid()).isTrue();
        assertThat(carlAtHome.isInvalid()).isTrue();
        assertThat(vera.isInvalid()).isFalse();
        assertThat(audited("boss", "ROLE_CHANGED", "carl")).isEqualTo("DEVELOPER -> VIEWER (ended 2 open sessions)");

        service.changeRole("vera", "DEVELOPER");
        assertThat(audited("boss", "ROLE_CHANGED", "vera")).isEqualTo("VIEWER -> DEVELOPER (ended 1 open session)");
        service.changeRole("vera", "ADMIN");
        assertThat(audited("boss", "ROLE_CHANGED", "vera")).isEqualTo("DEVELOPER -> ADMIN");
    }

    @Test
    void aChangeToSomeoneWhoDoesNotExistIsRefusedByName() {
        assertThatThrownBy(() -> service.changeRole("ghost", "VIEWER")).hasMessage("There is no user ghost.");
        assertThatThrownBy(() -> service.setEnabled("ghost", false)).hasMessage("There is no user ghost.");
        assertThatThrownBy(() -> service.unlock("ghost")).hasMessage("There is no user ghost.");
        assertThatThrownBy(() -> service.resetPassword("ghost")).hasMessage("There is no user ghost.");
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE target = 'ghost'", Integer.class)).isZero();
    }

    @Test
    void anAdministratorCanNeitherDemoteNorDisableThemselvesButAnotherCan() {
        assertThatThrownBy(() -> service.changeRole("boss", "DEVELOPER"))
                .hasMessage("You cannot change your own role; another administrator can.");
        assertThatThrownBy(() -> service.setEnabled("boss", false))
                .hasMessage("You cannot disable your own account; another administrator can.");
        assertThat(accounts.role("boss")).contains(Role.ADMIN);
        assertThat(summary("boss").enabled()).isTrue();

        signIn("ada");
        service.changeRole("boss", "DEVELOPER");
        assertThat(accounts.role("boss")).contains(Role.DEVELOPER);
    }

    @Test
    void theLastEnabledAdministratorCanBeNeitherDemotedNorDisabled() {
        service.setEnabled("ada", false);
        signIn("night-shift");

        String last = "boss is the last enabled administrator; make someone else ADMIN first.";
        assertThatThrownBy(() -> service.changeRole("boss", "VIEWER")).hasMessage(last);
        assertThatThrownBy(() -> service.setEnabled("boss", false)).hasMessage(last);
        assertThat(accounts.role("boss")).contains(Role.ADMIN);
        assertThat(summary("boss").enabled()).isTrue();
        assertThatCode(() -> service.changeRole("ada", "DEVELOPER")).as("a disabled administrator is not the last one")
                .doesNotThrowAnyException();

        service.changeRole("carl", "ADMIN");
        service.changeRole("boss", "VIEWER");
        assertThat(accounts.role("boss")).contains(Role.VIEWER);
    }

    @Test
    void disablingEndsTheUsersSessionsAndEnablingLetsThemSignInAgain() {
        MockHttpSession carl = session("carl");

        service.setEnabled("carl", false);

        assertThat(summary("carl").enabled()).isFalse();
        assertThat(accounts.loadUserByUsername("carl").isEnabled()).isFalse();
        assertThat(carl.isInvalid()).isTrue();
        assertThat(audited("boss", "USER_DISABLED", "carl")).isEqualTo("(ended 1 open session)");

        service.setEnabled("carl", true);

        assertThat(accounts.loadUserByUsername("carl").isEnabled()).isTrue();
        assertThat(audited("boss", "USER_ENABLED", "carl")).isEmpty();
    }

    @Test
    void unlockLiftsALockOutBeforeItExpires() {
        accounts.recordFailure("carl", 1, Duration.ofHours(1));
        assertThat(summary("carl").locked()).isTrue();

        service.unlock(" carl ");

        assertThat(summary("carl").locked()).isFalse();
        assertThat(accounts.loadUserByUsername("carl").isAccountNonLocked()).isTrue();
        assertThat(audited("boss", "USER_UNLOCKED", "carl")).isEmpty();
    }

    @Test
    void aResetPasswordWorksAtOnceIsNewEachTimeAndIsNeverAudited() {
        accounts.recordFailure("carl", 1, Duration.ofHours(1));
        MockHttpSession carl = session("carl");

        String first = service.resetPassword("carl");
        String second = service.resetPassword("carl");

        String hash = jdbc.queryForObject("SELECT password_hash FROM app_user WHERE username = 'carl'", String.class);
        assertThat(ENCODER.matches(second, hash)).isTrue();
        assertThat(ENCODER.matches(first, hash)).as("the earlier reset no longer signs in").isFalse();
        assertThat(second).isNotEqualTo(first).hasSize(24);
        assertThatCode(() -> new PasswordPolicy(3).check("carl", second)).as("it passes the rule for new passwords")
                .doesNotThrowAnyException();
        assertThat(summary("carl").locked()).as("a new password lifts a lock-out").isFalse();
        assertThat(carl.isInvalid()).isTrue();
        assertThat(mentions(first) + mentions(second)).isZero();
        assertThat(details("boss", "PASSWORD_RESET", "carl")).as("newest first: only the first reset found a session")
                .startsWith("", "(ended 1 open session)");
    }

    private MockHttpSession session(String user) {
        MockHttpSession session = new MockHttpSession();
        session.setAttribute(HttpSessionSecurityContextRepository.SPRING_SECURITY_CONTEXT_KEY,
                new SecurityContextImpl(new TestingAuthenticationToken(user, null)));
        sessions.sessionCreated(new HttpSessionEvent(session));
        return session;
    }

    private UserSummary summary(String user) {
        return service.list().stream().filter(u -> u.username().equals(user)).findFirst().orElseThrow();
    }

    /** The detail of the newest audit entry of this actor, action and target. */
    private static String audited(String actor, String action, String target) {
        List<String> details = details(actor, action, target);
        return details.isEmpty() ? "(not audited)" : details.get(0);
    }

    /** The details of the audit entries of this actor, action and target, newest first; none reads as empty. */
    private static List<String> details(String actor, String action, String target) {
        return jdbc.queryForList("SELECT COALESCE(detail, '') FROM audit_event WHERE actor = ? AND action = ?"
                + " AND target = ? ORDER BY id DESC", String.class, actor, action, target);
    }

    private static int count(String action) {
        return jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = ?", Integer.class, action);
    }

    private static int mentions(String text) {
        return jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE detail LIKE ? OR target LIKE ?",
                Integer.class, "%" + text + "%", "%" + text + "%");
    }

    private static void signIn(String user) {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(user, null));
    }
}
