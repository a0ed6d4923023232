package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import com.vaadin.flow.router.Route;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;

/**
 * The administrator's pages in real Chromium: the audit log with its filters, users and roles, and secrets
 * that go in encrypted and never come back out (the statement policy: {@code PolicySettingsAppIT}).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AdminPagesAppIT {

    @RegisterExtension
    static final SecuredAppExtension APP = new SecuredAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @Test
    @Order(1)
    void adminSeesTheShellAndFiltersTheAuditLog() throws Exception {
        Page viewer = BROWSER.newPage();
        LoginPage.submit(viewer, APP.app().baseUrl(), SecuredAppExtension.VIEWER, "wrong");
        LoginPage.signIn(viewer, APP.app().baseUrl(), SecuredAppExtension.VIEWER, SecuredAppExtension.VIEWER_PASSWORD);

        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        assertThat(page.locator("#current-user")).hasText("admin");
        assertThat(page.locator("#main-nav vaadin-side-nav-item").evaluateAll("items => items.map(item =>"
                + " [...item.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim())"))
                .isEqualTo(List.of("Home", "Editor", "Scripts", "Catalog", "Lineage", "Backfills", "History", "Status",
                        "Deploy", "Audit log", "Users", "Settings"));
        assertThat(page.locator("#main-nav vaadin-side-nav-item").nth(9)).hasAttribute("path", "audit");

        page.navigate(APP.app().baseUrl() + "audit");
        assertThat(page.locator("#audit-grid")).containsText("LOGIN");
        assertThat(page.locator("#audit-grid")).containsText("admin");
        page.locator("#audit-action input").fill("LOGIN");
        page.locator("#audit-actor input").fill(SecuredAppExtension.VIEWER);
        page.locator("#audit-filter").click();
        assertThat(page.locator("#audit-grid")).containsText("FAILURE");
        assertThat(page.locator("#audit-grid")).containsText("SUCCESS");
        // the grid keeps hidden rows' old cells in the DOM, so count its rows instead of reading its text
        assertThat(page.locator("#audit-grid")).hasJSProperty("size", 2);
        SecuredAppExtension.screenshot(page, "audit-log");
        assertThat(APP.auditCount("admin", "LOGIN", "SUCCESS")).isGreaterThanOrEqualTo(1);
        assertThat(APP.auditCount(SecuredAppExtension.VIEWER, "LOGIN", "FAILURE")).isEqualTo(1);
    }

    @Test
    @Order(2)
    void secretsGoInEncryptedAndNeverComeBackToTheBrowserOrTheLog() throws Exception {
        String value = "jdbc-password-" + System.nanoTime();
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "settings");
        page.locator("#secret-name input").fill("catalog.password");
        page.locator("#secret-value input").fill(value);
        page.locator("#secret-save").click();
        assertThat(page.locator("#secret-message")).hasText("Stored catalog.password");
        assertThat(page.locator("#secret-names")).containsText("catalog.password");
        page.reload();
        assertThat(page.locator("#secret-names")).containsText("catalog.password");
        assertThat(page.content()).doesNotContain(value);
        assertThat(Files.readString(APP.app().home().resolve("log/freshet.log"))).doesNotContain(value);
        assertThat(APP.app().console()).doesNotContain(value);
        try (Connection c = APP.database().getConnection();
             ResultSet rs = c.createStatement().executeQuery("SELECT sealed_value FROM secret")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).doesNotContain(value);
        }
        assertThat(APP.auditCount("admin", "SECRET_CHANGED", "SUCCESS")).isEqualTo(1);
    }

    @Test
    @Order(3)
    void adminAddsAUserAndChangesTheRoleBothAudited() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "users");
        page.locator("#user-name input").fill("carl");
        page.locator("#user-password input").fill("too-short");
        page.locator("#user-create").click();
        assertThat(page.locator("#user-message")).containsText("12 to 200 characters");
        page.locator("#user-password input").fill("carl-password-1");
        page.locator("#user-create").click();
        assertThat(page.locator("#user-message")).hasText("Added carl");
        assertThat(page.locator("#user-grid")).containsText("carl");

        Page carl = BROWSER.newPage();
        LoginPage.signIn(carl, APP.app().baseUrl(), "carl", "carl-password-1");
        carl.navigate(APP.app().baseUrl() + "scripts");
        assertThat(carl.locator("#script-list")).isVisible();
        assertThat(carl.locator("#tree-new-script")).hasCount(0);

        page.locator("#user-role").click();
        page.locator("vaadin-select-item", new Page.LocatorOptions().setHasText("DEVELOPER")).click();
        page.locator("#user-change-role").click();
        assertThat(page.locator("#user-message")).hasText("Role of carl is now DEVELOPER");
        assertThat(APP.auditCount("admin", "USER_CREATED", "SUCCESS")).isEqualTo(1);
        assertThat(APP.auditCount("admin", "ROLE_CHANGED", "SUCCESS")).isEqualTo(1);

        // the change ends carl's open session: his next request lands on the login page
        carl.navigate(APP.app().baseUrl() + "scripts");
        assertThat(carl.locator("#login-form")).isVisible();
        LoginPage.signIn(carl, APP.app().baseUrl(), "carl", "carl-password-1");
        carl.navigate(APP.app().baseUrl() + "scripts");
        assertThat(carl.locator("#tree-new-script")).isVisible();
        assertThat(APP.auditCount("admin", "ROLE_CHANGED", "SUCCESS")).isEqualTo(1);
    }

    @Test
    @Order(4)
    void adminDisablesEnablesAndResetsAPasswordAndCannotLockThemselvesOut() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "users");
        Page carl = BROWSER.newPage();
        LoginPage.signIn(carl, APP.app().baseUrl(), "carl", "carl-password-1");

        page.locator("#user-name input").fill("carl");
        page.locator("#user-disable").click();
        assertThat(page.locator("#user-message")).hasText("carl is disabled and signed out");
        assertThat(page.locator("#user-grid")).containsText("disabled");
        carl.navigate(APP.app().baseUrl() + "scripts");
        assertThat(carl.locator("#login-form")).isVisible();
        LoginPage.submit(carl, APP.app().baseUrl(), "carl", "carl-password-1");
        assertThat(carl.locator("#login-form")).hasAttribute("error", "");

        page.locator("#user-enable").click();
        assertThat(page.locator("#user-message")).hasText("carl is enabled");
        page.locator("#user-reset-password").click();
        assertThat(page.locator("#user-message")).containsText("New password for carl (shown once): ");
        String shown = page.locator("#user-message").textContent();
        String fresh = shown.substring(shown.lastIndexOf(' ') + 1);
        LoginPage.submit(carl, APP.app().baseUrl(), "carl", "carl-password-1");
        assertThat(carl.locator("#login-form")).hasAttribute("error", "");
        LoginPage.signIn(carl, APP.app().baseUrl(), "carl", fresh);
        assertThat(carl.locator("#current-user")).hasText("carl");

        page.locator("#user-name input").fill("admin");
        page.locator("#user-disable").click();
        assertThat(page.locator("#user-message")).hasText("You cannot disable your own account; another administrator can.");
        // the role select still shows its default, VIEWER
        page.locator("#user-change-role").click();
        assertThat(page.locator("#user-message")).hasText("You cannot change your own role; another administrator can.");

        assertThat(APP.auditCount("admin", "USER_DISABLED", "SUCCESS")).isEqualTo(1);
        assertThat(APP.auditCount("admin", "USER_ENABLED", "SUCCESS")).isEqualTo(1);
        assertThat(APP.auditCount("admin", "PASSWORD_RESET", "SUCCESS")).isEqualTo(1);
        assertThat(Files.readString(APP.app().home().resolve("log/freshet.log"))).doesNotContain(fresh);
    }

    /** Issue 19: every page only an ADMIN may open sends a VIEWER or DEVELOPER to the editor with a message. */
    @Test
    @Order(10)
    void everyAdminPageSendsOtherRolesToTheEditorWithAMessage() throws Exception {
        List<String> adminRoutes = adminRoutes();
        assertThat(adminRoutes).contains("users", "audit", "settings");
        for (String[] account : new String[][] {{SecuredAppExtension.VIEWER, SecuredAppExtension.VIEWER_PASSWORD},
                {SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD}}) {
            Page page = BROWSER.newPage();
            LoginPage.signIn(page, APP.app().baseUrl(), account[0], account[1]);
            for (String route : adminRoutes) {
                page.navigate(APP.app().baseUrl() + route);
                assertThat(page).hasURL(Pattern.compile(".*/editor.*"));
                assertThat(page.locator("vaadin-notification-card").last())
                        .containsText("no page '" + route + "' that you can open");
                assertThat(page.locator("#main-nav")).isVisible();
            }
        }
    }

    /** The routes of every view whose {@code @RolesAllowed} is ADMIN only, read from the UI classes themselves. */
    private static List<String> adminRoutes() throws ClassNotFoundException {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
        List<String> routes = new ArrayList<>();
        for (BeanDefinition found : scanner.findCandidateComponents("io.freshet.ui")) {
            Class<?> view = Class.forName(found.getBeanClassName());
            RolesAllowed roles = view.getAnnotation(RolesAllowed.class);
            if (roles != null && List.of(roles.value()).equals(List.of(Roles.ADMIN))) {
                // an optional parameter (":id?") is left out: the page itself is what is refused
                routes.add(view.getAnnotation(Route.class).value().replaceAll("/:[^/]*\\?$", ""));
            }
        }
        return routes;
    }
}
