package io.freshet.testing;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.assertions.PlaywrightAssertions;

/** The status page as a browser test reads it. */
public final class StatusPage {

    /** Embedded Flink needs 5-30 s on a loaded 2-core machine; this bounds the wait, it asserts no speed. */
    private static final double WAIT_MILLIS = 240_000;

    private final Page page;

    private StatusPage(Page page) {
        this.page = page;
    }

    /** Signs in as the first administrator, then opens the status page. */
    public static StatusPage open(Page page, FreshetProcess app) throws java.io.IOException {
        LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
        page.navigate(app.baseUrl() + "status");
        return new StatusPage(page);
    }

    public Locator card(String id) {
        return page.locator("#status-" + id);
    }

    /** Waits (the page refreshes itself) until the component reaches the given health. */
    public Locator awaitHealth(String id, String health) {
        Locator card = card(id);
        PlaywrightAssertions.assertThat(card).hasAttribute("data-health", health,
                new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT_MILLIS));
        return card;
    }

    public String text(String id, String part) {
        return card(id).locator("." + part).innerText();
    }

    public Page page() {
        return page;
    }
}
