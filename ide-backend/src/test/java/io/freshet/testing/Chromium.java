package io.freshet.testing;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** One started Playwright driver with the system Chromium, never a download. */
final class Chromium implements AutoCloseable {

    private static final List<String> ARGS = List.of("--headless", "--no-sandbox", "--disable-gpu",
            "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
            "--disable-sync");

    private final Playwright playwright;
    private final Browser browser;

    private Chromium(Playwright playwright, Browser browser) {
        this.playwright = playwright;
        this.browser = browser;
    }

    static Chromium launch() {
        Playwright playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        try {
            return new Chromium(playwright, playwright.chromium().launch(new BrowserType.LaunchOptions()
                    .setExecutablePath(executable())
                    .setArgs(ARGS)
                    .setHeadless(true)));
        } catch (RuntimeException e) {
            playwright.close();
            throw e;
        }
    }

    Browser browser() {
        return browser;
    }

    /** Whether the browser still runs (a crashed one is launched again rather than failing every later class). */
    boolean usable() {
        return browser.isConnected();
    }

    @Override
    public void close() {
        try {
            browser.close();
        } finally {
            playwright.close();
        }
    }

    private static Path executable() {
        for (String candidate : List.of(System.getProperty("freshet.chromium", ""), "/usr/bin/chromium",
                "/usr/bin/chromium-browser")) {
            if (!candidate.isEmpty() && Files.isExecutable(Path.of(candidate))) {
                return Path.of(candidate);
            }
        }
        throw new IllegalStateException("No Chromium found: scripts/test.sh installs it (apt-get install -y chromium)");
    }
}
