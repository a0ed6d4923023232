package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged IDE in real Chromium on a real PostgreSQL: the first-start admin password, sign-in, a wrong
 * password, lock-out, logout, a viewer who gets neither developer actions nor admin pages, and a status page
 * whose addresses and paths only an admin sees.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SecurityAppIT {

    @RegisterExtension
    static final SecuredAppExtension APP = new SecuredAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @Test
    @Order(1)
    void firstStartPrintsARandomAdminPasswordOnceAndKeepsItOwnerOnly() throws Exception {
        String password = APP.app().adminPassword();
        assertThat(password).hasSizeGreaterThanOrEqualTo(20).isNotEqualTo("admin");
        assertThat(APP.app().console()).containsOnlyOnce(password);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(
                APP.app().home().resolve("initial-admin-password")))).isEqualTo("rw-------");
        assertThat(Files.readString(APP.app().home().resolve("log/freshet.log"))).doesNotContain(password);
    }

    @Test
    @Order(2)
    void anonymousVisitorIsSentToLoginAndWrongPasswordShowsAnError() throws Exception {
        Page page = BROWSER.newPage();
        page.navigate(APP.app().baseUrl() + "status");
        assertThat(page.locator("#login-form")).isVisible();
        assertThat(page.locator("#main-nav")).hasCount(0);

        LoginPage.submit(page, APP.app().baseUrl(), "admin", "not-the-password");
        assertThat(page.locator("#login-form")).hasAttribute("error", "");
        assertThat(page.getByText("Wrong user name or password")).isVisible();
        SecuredAppExtension.screenshot(page, "login-error");
        assertThat(APP.auditCount("admin", "LOGIN", "FAILURE")).isEqualTo(1);
    }

    @Test
    @Order(3)
    void viewerHasNoDeveloperActionAndNoAdminRoute() {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), "vera", "viewer-secret-1");
        page.navigate(APP.app().baseUrl() + "scripts");
        assertThat(page.locator("#script-list")).isVisible();
        assertThat(page.locator("#tree-new-script")).hasCount(0);
        assertThat(page.locator("#main-nav vaadin-side-nav-item").evaluateAll("items => items.map(item =>"
                + " [...item.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim())"))
                .isEqualTo(List.of("Home", "Editor", "Scripts", "Catalog", "Lineage", "Backfills", "History", "Status"));

        page.navigate(APP.app().baseUrl() + "audit");
        assertThat(page.locator("#audit-grid")).hasCount(0);
        assertThat(page.getByText("here is the editor instead")).isVisible();
        assertThat(page.locator("body")).not().containsText("LOGIN");
    }

    @Test
    @Order(4)
    void repeatedFailuresLockTheAccountEvenForTheRightPassword() throws Exception {
        Page page = BROWSER.newPage();
        for (int i = 0; i < 5; i++) {
            LoginPage.submit(page, APP.app().baseUrl(), "vera", "wrong-" + i);
        }
        LoginPage.submit(page, APP.app().baseUrl(), "vera", "viewer-secret-1");
        assertThat(page.locator("#login-form")).hasAttribute("error", "");
        assertThat(page.locator("#main-nav")).hasCount(0);
        assertThat(APP.auditCount("vera", "LOGIN", "FAILURE")).isEqualTo(6);
    }

    @Test
    @Order(5)
    void onlyAnAdminSeesAddressesAndPathsOnTheStatusPage() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD);
        page.navigate(APP.app().baseUrl() + "status");
        assertThat(page.locator("#status-database .version")).containsText("PostgreSQL");
        assertThat(page.locator("#status-gateway")).hasAttribute("data-health", "DOWN");
        // the server leaves them out: not hidden in the page, never sent to it
        assertThat(page.locator("#status-gateway .target")).hasCount(0);
        assertThat(page.locator("#status-database .target")).hasCount(0);
        assertThat(page.locator("#status-gateway .hint")).hasCount(0);
        assertThat(page.locator("body")).not().containsText("127.0.0.1");
        assertThat(page.locator("body")).not().containsText("jdbc:");
        assertThat(page.locator("body")).not().containsText(APP.app().home().toString());

        Page admin = BROWSER.newPage();
        APP.signInAsAdmin(admin);
        admin.navigate(APP.app().baseUrl() + "status");
        assertThat(admin.locator("#status-gateway .target")).containsText("127.0.0.1");
        assertThat(admin.locator("#status-database .target")).containsText("jdbc:postgresql:");
    }

    @Test
    @Order(6)
    void logoutEndsTheSession() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.locator("#logout").click();
        assertThat(page.locator("#login-form")).isVisible();
        page.navigate(APP.app().baseUrl() + "status");
        assertThat(page.locator("#login-form")).isVisible();
        assertThat(page.locator("#main-nav")).hasCount(0);
    }
}
