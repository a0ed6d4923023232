package io.freshet.testing;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;

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

    /**
     * Draws a project's graph: the canvas laid out a project's graph (not the empty one it starts with) and the page no
     * longer says it is computing one (a project's first analysis is pushed to the page when done).
     */
    public static final String PROJECT_DRAWN = "() => { const g = document.querySelector('#lineage-graph');"
            + " const m = document.querySelector('#lineage-message'); return !!(g && m && g._graph && g._graph.project"
            + " && g.hasAttribute('data-layout-ms') && !m.textContent.startsWith('Computing')); }";

    /** Navigates to the page and waits until the project's graph is laid out (the planner may still be loading). */
    public LineagePage open(String baseUrl) {
        page.navigate(baseUrl + "lineage");
        waitForGraph(page);
        return this;
    }

    /** Waits until the page shows a project's graph ({@link #PROJECT_DRAWN}). */
    public static void waitForGraph(Page page) {
        page.waitForFunction(PROJECT_DRAWN, null, new Page.WaitForFunctionOptions().setTimeout(180_000));
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
