package io.freshet.testing;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;

/** The Lineage page in a test's browser: opened until its first graph is laid out, and the times of its redraws. */
public final class LineagePage {

    /** Notes the time the graph next finishes a layout (a graph pushed after a save). */
    private static final String WATCH_REDRAW = """
            () => { window.freshetRedrawnAt = 0;
              document.querySelector('#lineage-graph').addEventListener('layout-done',
                () => { window.freshetRedrawnAt = Date.now(); }, { once: true }); }""";

    private final Page page;

    public LineagePage(Page page) {
        this.page = page;
    }

    /** Navigates to the page and waits until the project's graph is laid out (the planner may still be loading). */
    public LineagePage open(String baseUrl) {
        page.navigate(baseUrl + "lineage");
        page.waitForSelector("#lineage-graph[data-layout-ms]", new Page.WaitForSelectorOptions()
                .setState(WaitForSelectorState.ATTACHED).setTimeout(180_000));
        return this;
    }

    public Locator graph() {
        return page.locator("#lineage-graph");
    }

    public Locator message() {
        return page.locator("#lineage-message");
    }

    /** The number of tables the page's message reports ("13 tables ..."). */
    public int tableCount() {
        return Integer.parseInt(message().textContent().strip().split(" ")[0]);
    }

    /** From now on, {@link #redrawnAt()} is the time the graph's next layout finished, 0 until then. */
    public void watchRedraw() {
        page.evaluate(WATCH_REDRAW);
    }

    /** Milliseconds since the epoch, on the browser's clock. */
    public long redrawnAt() {
        return ((Number) page.evaluate("() => window.freshetRedrawnAt")).longValue();
    }
}
