package io.freshet.testing;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Real Chromium driven by Playwright, the system Chromium, never a download: the run's browser of this thread
 * ({@link SharedBrowsers}), in which a test's pages each get a context of their own, all closed after the test: an open
 * page keeps polling and rendering, and a class's dozen leftover pages cost more CPU than its app. After a class with a
 * failed test (a timed-out one may still be waiting on the browser) the browser is closed, as before.
 * {@code -Dfreshet.it.shared-apps=false} starts one browser per class again.
 */
public class BrowserExtension
        implements BeforeAllCallback, AfterTestExecutionCallback, AfterEachCallback, AfterAllCallback {

    /** Playwright's 5 s default fails on a busy 2-core CI machine while a page is merely slow, not wrong. */
    private static final double ASSERTION_TIMEOUT_MS = 20_000;

    private final List<BrowserContext> contexts = Collections.synchronizedList(new ArrayList<>());
    private Chromium chromium;
    private boolean own;
    private volatile boolean failed;

    @Override
    public void beforeAll(ExtensionContext context) {
        PlaywrightAssertions.setDefaultAssertionTimeout(ASSERTION_TIMEOUT_MS);
        own = "false".equals(System.getProperty("freshet.it.shared-apps"));
        chromium = own ? Chromium.launch() : SharedBrowsers.of(context).forThisThread();
    }

    @Override
    public void afterTestExecution(ExtensionContext context) {
        if (context.getExecutionException().isPresent()) {
            failed = true;
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        closeContexts();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        try {
            closeContexts();
        } finally {
            if (own && chromium != null) {
                chromium.close();
            } else if (failed && chromium != null) {
                SharedBrowsers.of(context).discard(chromium);
            }
        }
    }

    private void closeContexts() {
        List<BrowserContext> open;
        synchronized (contexts) {
            open = List.copyOf(contexts);
            contexts.clear();
        }
        for (BrowserContext browserContext : open) {
            try {
                browserContext.close();
            } catch (RuntimeException e) {
                // closed by the test already, or its browser is gone
            }
        }
    }

    /** A fresh page in its own context, so tests do not share cookies or sessions. */
    public Page newPage() {
        BrowserContext browserContext = chromium.browser().newContext();
        contexts.add(browserContext);
        return browserContext.newPage();
    }
}
