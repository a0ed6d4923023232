package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.FormData;
import com.microsoft.playwright.options.RequestOptions;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.LineagePage;
import io.freshet.testing.LoginPage;
import io.freshet.testing.PageWatch;
import io.freshet.testing.SecuredAppExtension;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged IDE in real Chromium on a real PostgreSQL: the first-start admin password, sign-in, a wrong
 * password, lock-out, logout, a viewer who gets neither developer actions nor admin pages, a status page
 * whose addresses and paths only an admin sees, and the web hardening of issue 32: the login form's CSRF token
 * and same-origin check, the Content-Security-Policy the pages work under, no session id in a URL, the password
 * strength rule and the per-address sign-in throttle (last: it refuses its client address afterwards). On the shared
 * secured app after the other classes: its users are its own, its counts are differences, and its pages come from a
 * client address of its own, so that the throttle counts its failed sign-ins and none of the other classes'.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SecurityAppIT {

    @RegisterExtension
    static final SecuredAppExtension APP = SecuredAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    /** Where a refused sign-in lands: the login page with the reason as a parameter. */
    private static final Pattern ANSWERED = Pattern.compile(".*/login\\?(error|throttled|expired).*");

    /** A page of this class's own client address (the other classes' failed sign-ins are not counted for it). */
    private static Page newPage() {
        return APP.fromOwnAddress(BROWSER.newPage());
    }

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
        int failures = APP.auditCount("admin", "LOGIN", "FAILURE");
        Page page = newPage();
        page.navigate(APP.app().baseUrl() + "status");
        assertThat(page.locator("#login-form")).isVisible();
        assertThat(page.locator("#main-nav")).hasCount(0);

        LoginPage.submit(page, APP.app().baseUrl(), "admin", "not-the-password");
        assertThat(page.locator("#login-form")).hasAttribute("error", "");
        assertThat(page.getByText("Wrong user name or password")).isVisible();
        SecuredAppExtension.screenshot(page, "login-error");
        assertThat(APP.auditCount("admin", "LOGIN", "FAILURE")).isEqualTo(failures + 1);
    }

    @Test
    @Order(3)
    void viewerHasNoDeveloperActionAndNoAdminRoute() {
        Page page = newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), APP.viewer(), SecuredAppExtension.VIEWER_PASSWORD);
        page.navigate(APP.app().baseUrl() + "scripts");
        assertThat(page.locator("#script-list")).isVisible();
        assertThat(page.locator("#tree-new-script")).hasCount(0);
        assertThat(page.locator("#main-nav vaadin-side-nav-item").evaluateAll("items => items.map(item =>"
                + " [...item.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim())"))
                .isEqualTo(List.of("Home", "Health", "Editor", "SQL console", "Scripts", "Catalog", "Lineage",
                        "Backfills", "History", "Alerts", "Status", "Serving", "API tokens"));

        page.navigate(APP.app().baseUrl() + "audit");
        assertThat(page.locator("#audit-grid")).hasCount(0);
        assertThat(page.getByText("here is the editor instead")).isVisible();
        assertThat(page.locator("body")).not().containsText("LOGIN");
    }

    @Test
    @Order(4)
    void repeatedFailuresLockTheAccountEvenForTheRightPassword() throws Exception {
        Page page = newPage();
        for (int i = 0; i < 5; i++) {
            LoginPage.submit(page, APP.app().baseUrl(), APP.viewer(), "wrong-" + i);
        }
        LoginPage.submit(page, APP.app().baseUrl(), APP.viewer(), SecuredAppExtension.VIEWER_PASSWORD);
        assertThat(page.locator("#login-form")).hasAttribute("error", "");
        assertThat(page.locator("#main-nav")).hasCount(0);
        assertThat(APP.auditCount(APP.viewer(), "LOGIN", "FAILURE")).isEqualTo(6);
    }

    @Test
    @Order(5)
    void onlyAnAdminSeesAddressesAndPathsOnTheStatusPage() throws Exception {
        Page page = newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), APP.developer(), SecuredAppExtension.DEVELOPER_PASSWORD);
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

        Page admin = newPage();
        APP.signInAsAdmin(admin);
        admin.navigate(APP.app().baseUrl() + "status");
        assertThat(admin.locator("#status-gateway .target")).containsText("127.0.0.1");
        assertThat(admin.locator("#status-database .target")).containsText("jdbc:postgresql:");
    }

    @Test
    @Order(6)
    void logoutEndsTheSession() throws Exception {
        Page page = newPage();
        APP.signInAsAdmin(page);
        page.locator("#logout").click();
        assertThat(page.locator("#login-form")).isVisible();
        page.navigate(APP.app().baseUrl() + "status");
        assertThat(page.locator("#login-form")).isVisible();
        assertThat(page.locator("#main-nav")).hasCount(0);
    }

    @Test
    @Order(7)
    void theLoginFormsPostNeedsTheCsrfTokenAndASameOriginRequest() throws Exception {
        String base = APP.app().baseUrl();
        String password = APP.app().adminPassword();
        int signIns = APP.auditCount("admin", "LOGIN", "SUCCESS");
        long crossSiteRefusals = crossSiteRefusals();
        Page page = newPage();
        page.navigate(base + "login");
        String token = page.locator("meta[name=_csrf]").getAttribute("content");
        assertThat(token).isNotBlank();
        // this page's session, which a request of Playwright's own does not send by itself (SameSite=Strict)
        String session = page.context().cookies().stream().filter(c -> c.name.equals("JSESSIONID"))
                .map(c -> c.name + "=" + c.value).findFirst().orElseThrow();
        // the right password in a post from this session without the token
        APIResponse noToken = page.request().post(base + "login", RequestOptions.create().setMaxRedirects(0)
                .setHeader("Cookie", session)
                .setForm(FormData.create().set("username", "admin").set("password", password)));
        // refused by Spring's CSRF filter: its 403 is dispatched to the error page, which is for signed-in users
        // only, so the browser is sent back to the login page; no credentials were checked (no ?error)
        assertThat(noToken.status()).as("%s", noToken.headers()).isEqualTo(302);
        assertThat(noToken.headers().get("location")).endsWith("/login");
        // with the token, but sent from another site
        APIResponse crossSite = page.request().post(base + "login", RequestOptions.create().setMaxRedirects(0)
                .setHeader("Cookie", session).setHeader("Sec-Fetch-Site", "cross-site")
                .setHeader("Origin", "http://attacker.example")
                .setForm(FormData.create().set("username", "admin").set("password", password).set("_csrf", token)));
        assertThat(crossSite.status()).isEqualTo(403);
        // a page left open past its session: the form's token died with it
        APIResponse stale = newPage().request().post(base + "login", RequestOptions.create()
                .setMaxRedirects(0).setHeader("Cookie", "JSESSIONID=ended-session")
                .setForm(FormData.create().set("username", "admin").set("password", password).set("_csrf", token)));
        assertThat(stale.status()).isEqualTo(302);
        assertThat(stale.headers().get("location")).endsWith("/login?expired");
        // a real cross-site form post in Chromium, from a page of another origin
        Page attacker = newPage();
        attacker.setContent("<form method='post' action='" + base + "login'><input name='username' value='admin'>"
                + "<input name='password' value='" + password + "'></form>");
        Response posted = attacker.waitForResponse(r -> r.url().startsWith(base + "login"),
                () -> attacker.locator("form").evaluate("f => f.submit()"));
        assertThat(posted.status()).isEqualTo(403);
        page.navigate(base + "status");
        assertThat(page.locator("#login-form")).isVisible();
        assertThat(APP.auditCount("admin", "LOGIN", "SUCCESS")).as("no post signed in").isEqualTo(signIns);
        assertThat(crossSiteRefusals()).as("cross-site posts refused").isGreaterThan(crossSiteRefusals);
        // the form itself posts the token
        LoginPage.signIn(page, base, "admin", password);
        assertThat(APP.auditCount("admin", "LOGIN", "SUCCESS")).isEqualTo(signIns + 1);
    }

    @Test
    @Order(8)
    void theLoginEditorLineageAndUsersPagesWorkUnderTheContentSecurityPolicy() throws Exception {
        Page page = newPage();
        PageWatch watch = PageWatch.on(page);

        SoftAssertions softly = new SoftAssertions();
        Response login = page.navigate(APP.app().baseUrl() + "login");
        Map<String, String> headers = login.allHeaders();
        String csp = headers.get("content-security-policy");
        softly.assertThat(csp).contains("default-src 'self'", "script-src 'self' 'nonce-", "object-src 'none'",
                "frame-ancestors 'none'");
        softly.assertThat(csp.replaceAll("(?s).*(script-src[^;]*);.*", "$1")).doesNotContain("unsafe-inline");
        String nonce = csp.replaceAll("(?s).*'nonce-([^']+)'.*", "$1");
        softly.assertThat(page.locator("script[nonce]").count()).isPositive();
        // Hilla's route list is allowed by its hash instead (ContentSecurityPolicy)
        softly.assertThat(page.locator("script:not([src])").evaluateAll("ss => ss.filter(s => s.nonce !== '" + nonce
                + "' && !s.textContent.includes('window.Vaadin.views = {};')).map(s => s.outerHTML.substring(0, 200))"))
                .as("every other inline script carries this response's nonce").asList().isEmpty();
        softly.assertThat(headers).containsEntry("x-content-type-options", "nosniff")
                .containsEntry("x-frame-options", "DENY").containsEntry("referrer-policy", "same-origin");
        softly.assertThat(page.navigate(APP.app().baseUrl() + "login").headerValue("content-security-policy"))
                .as("a fresh nonce per page").doesNotContain(nonce);

        try {
            LoginPage.signIn(page, APP.app().baseUrl(), APP.developer(), SecuredAppExtension.DEVELOPER_PASSWORD);
            long scriptId = APP.firstScriptId();
            EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(scriptId);
            editor.focusEnd(scriptId);
            editor.type("\nSELECT * FROM ");
            page.waitForTimeout(1000);
            new LineagePage(page).open(APP.app().baseUrl());
            assertThat(((Number) page.locator("#lineage-graph").evaluate("g => g._cy.nodes().length")).intValue())
                    .isPositive();
            page.locator("#logout").click();
            assertThat(page.locator("#login-form")).isVisible();
            APP.signInAsAdmin(page);
            page.navigate(APP.app().baseUrl() + "users");
            assertThat(page.locator("#user-grid")).containsText(APP.viewer());
            page.waitForTimeout(1000);
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError("CSP violations until then: " + watch.cspViolations(), e);
        }

        softly.assertThat(watch.cspViolations()).as("the browser reported no CSP violation").isEmpty();
        softly.assertThat(watch.urls()).isNotEmpty();
        softly.assertThat(watch.urlsWithSessionId()).isEmpty();
        softly.assertAll();
    }

    @Test
    @Order(9)
    void noUrlCarriesTheSessionIdThroughRedirectsSignInAndLogout() throws Exception {
        Page page = newPage();
        PageWatch watch = PageWatch.on(page);
        page.navigate(APP.app().baseUrl() + "status");
        assertThat(page.locator("#login-form")).isVisible();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl());
        page.locator("#logout").click();
        assertThat(page.locator("#login-form")).isVisible();
        assertThat(watch.urls()).anyMatch(u -> u.contains("/login"));
        assertThat(watch.urlsWithSessionId()).isEmpty();
    }

    @Test
    @Order(10)
    void aWeakPasswordIsRefusedOnTheUsersPageWithTheEstimatorsReason() throws Exception {
        int created = APP.auditCount("admin", "USER_CREATED", "SUCCESS");
        Page page = newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "users");
        page.locator("#user-name input").fill("wendy");
        page.locator("#user-password input").fill("aaaaaaaaaaaa");
        page.locator("#user-create").click();
        assertThat(page.locator("#user-message")).containsText("too easy to guess (strength 0 of 4, at least 3");
        assertThat(page.locator("#user-message")).containsText("Add another word or two.");
        assertThat(page.locator("#user-grid")).not().containsText("wendy");

        page.locator("#user-password input").fill("tidal-quartz-lantern-orbit");
        page.locator("#user-create").click();
        assertThat(page.locator("#user-message")).hasText("Added wendy");
        assertThat(APP.auditCount("admin", "USER_CREATED", "SUCCESS")).isEqualTo(created + 1);
    }

    /** Last: afterwards this machine's address is refused for a quarter of an hour. */
    @Test
    @Order(99)
    void repeatedFailuresFromOneAddressRefuseItEvenForAnotherAccountsRightPassword() throws Exception {
        Page page = newPage();
        int attempts = 0;
        // 10 failures within 10 minutes: the earlier steps' failures count too when still in the window (this class's
        // only: they alone came from its address)
        while (!page.url().contains("throttled") && attempts < 11) {
            LoginPage.submit(page, APP.app().baseUrl(), "nobody-" + attempts, "wrong-password-" + attempts);
            page.waitForURL(ANSWERED);
            attempts++;
        }
        assertThat(page.url()).contains("throttled");
        assertThat(page.getByText("Too many failed sign-ins from your network address")).isVisible();

        LoginPage.submit(page, APP.app().baseUrl(), APP.developer(), SecuredAppExtension.DEVELOPER_PASSWORD);
        page.waitForURL(ANSWERED);
        assertThat(page.url()).contains("throttled");
        assertThat(page.locator("#main-nav")).hasCount(0);
        assertThat(APP.loginAuditDetails(APP.developer(), "FAILURE"))
                .anyMatch(d -> d.startsWith("refused: too many failed sign-ins from " + APP.ownAddress() + ","));
        assertThat(APP.loginAuditDetails("nobody-" + (attempts - 2), "FAILURE"))
                .as("the failure that started the block, counted for the page's address")
                .anyMatch(d -> d.contains(" from " + APP.ownAddress() + " within ")
                        && d.contains("refused for 15 min"));
    }

    /** How many sign-in posts from another site were refused, the other classes' included. */
    private static long crossSiteRefusals() throws Exception {
        return APP.loginAuditDetails("admin", "FAILURE").stream()
                .filter("refused: posted from another site"::equals).count();
    }
}
