package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Page;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.LoginPage;
import io.freshet.testing.Ports;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * An idle session ends: with the shortest timeout the servlet container supports (one minute), a tab left
 * open on a page that does not poll is back at the login page on its next request. The class mostly waits, on its own
 * app and browser, so it runs beside the other classes.
 */
@Execution(ExecutionMode.CONCURRENT)
class SessionTimeoutAppIT {

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    /**
     * Longer than the one-minute timeout plus one heartbeat (15 s): the open tab's heartbeats keep the container's
     * session alive, so the session ends at the first heartbeat after the timeout, when Vaadin sees it idle. This
     * waits for that, it measures nothing.
     */
    private static final long IDLE_MILLIS = 90_000;

    @TempDir
    Path root;

    @Test
    void anIdleSessionEndsAfterTheTimeout() throws Exception {
        try (FreshetProcess app = FreshetProcess.start(root.resolve("home"), List.of(
                "--server.servlet.session.timeout=1m",
                "--freshet.gateway.url=http://127.0.0.1:" + Ports.freeLoopbackPort()))) {
            Page page = BROWSER.newPage();
            LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
            page.navigate(app.baseUrl() + "scripts");
            assertThat(page.locator("#script-list")).isVisible();

            page.navigate(app.baseUrl() + "lineage");
            assertThat(page.locator("#main-nav")).isVisible();
            Thread.sleep(IDLE_MILLIS);

            page.navigate(app.baseUrl() + "scripts");
            assertThat(page.locator("#login-form")).isVisible();
            assertThat(page.locator("#script-list")).hasCount(0);
        }
    }
}
