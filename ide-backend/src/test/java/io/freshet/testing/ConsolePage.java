package io.freshet.testing;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.regex.Pattern;

/** The SQL console as a browser test drives it: a script run, its run rows, the run's error and its result grid. */
public final class ConsolePage {

    private final Page page;

    private ConsolePage(Page page) {
        this.page = page;
    }

    /** Opens the console of the signed-in user. */
    public static ConsolePage open(Page page, String baseUrl) {
        page.navigate(baseUrl + "console");
        return new ConsolePage(page);
    }

    /**
     * Replaces the console's text and runs it all; returns once the run rows are this script's, so that what a test
     * reads next is never the previous script's rows or result.
     */
    public void run(String sql) {
        page.locator("#console-sql textarea").fill(sql);
        page.locator("#console-sql textarea").press("Tab");
        page.locator("#console-run").click();
        String first = sql.split(";\\s*\\n", 2)[0].strip();
        assertThat(runs().first().locator(".run-statement")).containsText(first);
    }

    /** The run rows of the latest script, in statement order. */
    public Locator runs() {
        return page.locator(".run-row");
    }

    /** The state of the latest script's n-th run, e.g. finished or failed. */
    public Locator state(int n) {
        return runs().nth(n).locator(".run-state");
    }

    public Locator error() {
        return page.locator("#run-error");
    }

    public Locator grid() {
        return page.locator("#result-grid");
    }

    /** The result cells showing exactly this text (escaped for the browser's regex: Playwright hands it over). */
    public Locator cells(String text) {
        String escaped = text.replaceAll("[.*+?^${}()|\\[\\]\\\\]", "\\\\$0");
        return grid().locator("vaadin-grid-cell-content")
                .filter(new Locator.FilterOptions().setHasText(Pattern.compile("^" + escaped + "$")));
    }

    /** The result cells whose text contains this. */
    public Locator cellsContaining(String text) {
        return grid().locator("vaadin-grid-cell-content").filter(new Locator.FilterOptions().setHasText(text));
    }

    public Page page() {
        return page;
    }
}
