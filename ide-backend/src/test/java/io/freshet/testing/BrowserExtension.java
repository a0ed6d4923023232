package io.freshet.testing;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/** Real Chromium driven by Playwright, one browser per test class; the system Chromium, never a download. */
public class BrowserExtension implements BeforeAllCallback, AfterAllCallback {

    private static final List<String> CHROMIUM_ARGS = List.of("--headless", "--no-sandbox", "--disable-gpu",
            "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
            "--disable-sync");

    private Playwright playwright;
    private Browser browser;

    /** Playwright's 5 s default fails on a busy 2-core CI machine while a page is merely slow, not wrong. */
    private static final double ASSERTION_TIMEOUT_MS = 20_000;

    @Override
    public void beforeAll(ExtensionContext context) {
        PlaywrightAssertions.setDefaultAssertionTimeout(ASSERTION_TIMEOUT_MS);
        playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(chromium())
                .setArgs(CHROMIUM_ARGS)
                .setHeadless(true));
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
    }

    /** A fresh page in its own context, so tests do not share cookies or sessions. */
    public Page newPage() {
        return browser.newContext().newPage();
    }

    private static Path chromium() {
        for (String candidate : List.of(System.getProperty("freshet.chromium", ""), "/usr/bin/chromium",
                "/usr/bin/chromium-browser")) {
            if (!candidate.isEmpty() && Files.isExecutable(Path.of(candidate))) {
                return Path.of(candidate);
            }
        }
        throw new IllegalStateException("No Chromium found: scripts/test.sh installs it (apt-get install -y chromium)");
    }
}
