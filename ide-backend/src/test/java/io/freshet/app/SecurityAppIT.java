package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.LoginPage;
import io.freshet.testing.Ports;
import io.freshet.testing.PostgresExtension;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;

/**
 * The packaged IDE in real Chromium, on a real PostgreSQL: first-start admin password, login, wrong
 * password, roles on buttons and routes, lock-out, logout, and the audit entries those leave.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SecurityAppIT {

    @RegisterExtension
    static final PostgresExtension POSTGRES = new PostgresExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @TempDir
    static Path root;

    private static FreshetProcess app;

    @BeforeAll
    static void start() throws Exception {
        app = FreshetProcess.start(root.resolve("home"), List.of("--spring.profiles.active=postgres",
                "--spring.datasource.url=" + POSTGRES.jdbcUrl(),
                "--spring.datasource.username=" + POSTGRES.user(),
                "--freshet.gateway.url=http://127.0.0.1:" + Ports.freeLoopbackPort()));
        addUser("vera", "viewer-secret-1", "VIEWER");
        addUser("dev", "developer-secret-1", "DEVELOPER");
    }

    @AfterAll
    static void stop() throws Exception {
        if (app != null) {
            app.close();
        }
    }

    @Test
    @Order(1)
    void firstStartPrintsARandomAdminPasswordOnceAndKeepsItOwnerOnly() throws Exception {
        String password = app.adminPassword();
        assertThat(password).hasSizeGreaterThanOrEqualTo(20).isNotEqualTo("admin");
        assertThat(app.console()).containsOnlyOnce(password);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(
                app.home().resolve("initial-admin-password")))).isEqualTo("rw-------");
        assertThat(Files.readString(app.home().resolve("log/freshet.log"))).doesNotContain(password);
    }

    @Test
    @Order(2)
    void anonymousVisitorIsSentToLoginAndWrongPasswordShowsAnError() throws Exception {
        Page page = BROWSER.newPage();
        page.navigate(app.baseUrl() + "status");
        assertThat(page.locator("#login-form")).isVisible();
        assertThat(page.locator("#main-nav")).hasCount(0);

        LoginPage.submit(page, app.baseUrl(), "admin", "not-the-password");
        assertThat(page.locator("#login-form")).hasAttribute("error", "");
        assertThat(page.getByText("Wrong user name or password")).isVisible();
        screenshot(page, "login-error");
        assertThat(auditCount("admin", "LOGIN", "FAILURE")).isEqualTo(1);
    }

    @Test
    @Order(3)
    void adminSignsInSeesTheShellAndTheAuditLog() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
        assertThat(page.locator("#current-user")).hasText("admin");
        assertThat(page.locator("#main-nav")).containsText("Audit log");

        page.navigate(app.baseUrl() + "audit");
        assertThat(page.locator("#audit-grid")).containsText("LOGIN");
        page.locator("#audit-action input").fill("LOGIN");
        page.locator("#audit-actor input").fill("admin");
        page.locator("#audit-filter").click();
        assertThat(page.locator("#audit-grid")).containsText("FAILURE");
        screenshot(page, "audit-log");
        assertThat(auditCount("admin", "LOGIN", "SUCCESS")).isGreaterThanOrEqualTo(1);
    }

    @Test
    @Order(4)
    void viewerHasNoDeveloperActionAndNoAdminRoute() {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, app.baseUrl(), "vera", "viewer-secret-1");
        page.navigate(app.baseUrl() + "scripts");
        assertThat(page.locator("#script-list")).isVisible();
        assertThat(page.locator("#new-script")).hasCount(0);
        assertThat(page.locator("#save-script")).hasCount(0);
        assertThat(page.locator("#main-nav")).not().containsText("Audit log");

        page.navigate(app.baseUrl() + "audit");
        assertThat(page.locator("#audit-grid")).hasCount(0);
        assertThat(page.locator("body")).not().containsText("LOGIN");
    }

    @Test
    @Order(5)
    void developerCreatesAScriptThroughTheUi() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, app.baseUrl(), "dev", "developer-secret-1");
        page.navigate(app.baseUrl() + "scripts");
        page.locator("#new-script-project input").fill("shop");
        page.locator("#new-script-path input").fill("dwd/orders.sql");
        page.locator("#script-content textarea").fill("SELECT 1;");
        page.locator("#new-script").click();
        assertThat(page.locator("#script-message")).hasText("Created dwd/orders.sql");
        assertThat(page.locator("#script-list")).containsText("dwd/orders.sql");
        screenshot(page, "scripts-developer");
        assertThat(auditCount("dev", "SCRIPT_CREATED", "SUCCESS")).isEqualTo(1);
    }

    @Test
    @Order(6)
    void repeatedFailuresLockTheAccountEvenForTheRightPassword() throws Exception {
        Page page = BROWSER.newPage();
        for (int i = 0; i < 5; i++) {
            LoginPage.submit(page, app.baseUrl(), "vera", "wrong-" + i);
        }
        LoginPage.submit(page, app.baseUrl(), "vera", "viewer-secret-1");
        assertThat(page.locator("#login-form")).hasAttribute("error", "");
        assertThat(page.locator("#main-nav")).hasCount(0);
        assertThat(auditCount("vera", "LOGIN", "FAILURE")).isEqualTo(6);
    }

    @Test
    @Order(7)
    void logoutEndsTheSession() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
        page.locator("#logout").click();
        assertThat(page.locator("#login-form")).isVisible();
        page.navigate(app.baseUrl() + "status");
        assertThat(page.locator("#login-form")).isVisible();
        assertThat(page.locator("#main-nav")).hasCount(0);
    }

    @Test
    @Order(8)
    void secretsGoInEncryptedAndNeverComeBackToTheBrowserOrTheLog() throws Exception {
        String value = "jdbc-password-" + System.nanoTime();
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
        page.navigate(app.baseUrl() + "settings");
        page.locator("#secret-name input").fill("catalog.password");
        page.locator("#secret-value input").fill(value);
        page.locator("#secret-save").click();
        assertThat(page.locator("#secret-message")).hasText("Stored catalog.password");
        assertThat(page.locator("#secret-names")).containsText("catalog.password");
        page.reload();
        assertThat(page.locator("#secret-names")).containsText("catalog.password");
        assertThat(page.content()).doesNotContain(value);
        assertThat(Files.readString(app.home().resolve("log/freshet.log"))).doesNotContain(value);
        assertThat(app.console()).doesNotContain(value);
        try (Connection c = POSTGRES.dataSource().getConnection();
             ResultSet rs = c.createStatement().executeQuery("SELECT sealed_value FROM secret")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).doesNotContain(value);
        }
        assertThat(auditCount("admin", "SECRET_CHANGED", "SUCCESS")).isEqualTo(1);
    }

    @Test
    @Order(9)
    void adminAddsAUserAndChangesTheRoleBothAudited() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
        page.navigate(app.baseUrl() + "users");
        page.locator("#user-name input").fill("carl");
        page.locator("#user-password input").fill("too-short");
        page.locator("#user-create").click();
        assertThat(page.locator("#user-message")).containsText("12 to 200 characters");
        page.locator("#user-password input").fill("carl-password-1");
        page.locator("#user-create").click();
        assertThat(page.locator("#user-message")).hasText("Added carl");
        assertThat(page.locator("#user-grid")).containsText("carl");

        Page carl = BROWSER.newPage();
        LoginPage.signIn(carl, app.baseUrl(), "carl", "carl-password-1");
        carl.navigate(app.baseUrl() + "scripts");
        assertThat(carl.locator("#script-list")).isVisible();
        assertThat(carl.locator("#new-script")).hasCount(0);

        page.locator("#user-role").click();
        page.locator("vaadin-select-item", new Page.LocatorOptions().setHasText("DEVELOPER")).click();
        page.locator("#user-change-role").click();
        assertThat(page.locator("#user-message")).hasText("Role of carl is now DEVELOPER");
        assertThat(auditCount("admin", "USER_CREATED", "SUCCESS")).isEqualTo(1);
        assertThat(auditCount("admin", "ROLE_CHANGED", "SUCCESS")).isEqualTo(1);

        // the new role applies from the next sign-in
        Page again = BROWSER.newPage();
        LoginPage.signIn(again, app.baseUrl(), "carl", "carl-password-1");
        again.navigate(app.baseUrl() + "scripts");
        assertThat(again.locator("#new-script")).isVisible();
    }

    /** Kept under target/screenshots for a person to look at; the assertions above do the checking. */
    private static void screenshot(Page page, String name) {
        page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                .setPath(Path.of("target", "screenshots", name + ".png")));
    }

    private static void addUser(String name, String password, String role) throws SQLException {
        try (Connection c = POSTGRES.dataSource().getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO app_user (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)")) {
            ps.setString(1, name);
            ps.setString(2, PasswordEncoderFactories.createDelegatingPasswordEncoder().encode(password));
            ps.setString(3, role);
            ps.setObject(4, OffsetDateTime.now());
            ps.executeUpdate();
        }
    }

    private static int auditCount(String actor, String action, String outcome) throws SQLException {
        try (Connection c = POSTGRES.dataSource().getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT COUNT(*) FROM audit_event WHERE actor = ? AND action = ? AND outcome = ?")) {
            ps.setString(1, actor);
            ps.setString(2, action);
            ps.setString(3, outcome);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
