package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.SecuredAppExtension;
import io.freshet.testing.StatusPage;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged IDE on its embedded Flink, driven through real Chromium on the SQL console: a query's rows
 * paged in the grid, a streaming query whose count grows until Stop, and both in the run history.
 */
class RunConsoleAppIT {

    private static final double FLINK_WAIT = 180_000;

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @TempDir
    Path root;

    @Test
    void runPageStreamStopAndFindBothInTheHistory() throws Exception {
        try (FreshetProcess app = FreshetProcess.start(root.resolve("home"), List.of())) {
            Page page = BROWSER.newPage();
            StatusPage.open(page, app).awaitHealth("gateway", "UP");
            page.navigate(app.baseUrl() + "console");

            run(page, "SET 'parallelism.default' = '1';\n"
                    + "CREATE TEMPORARY TABLE gen (id BIGINT) WITH ('connector' = 'datagen',"
                    + " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5000');\n"
                    + "SELECT id FROM gen");
            Locator rows = page.locator(".run-row");
            assertThat(rows).hasCount(3);
            assertThat(rows.nth(2).locator(".run-state")).hasText("finished", timeout(FLINK_WAIT));
            assertThat(rows.nth(2).locator(".run-rows")).hasText("5000 rows");
            Locator grid = page.locator("#result-grid");
            assertThat(grid).hasJSProperty("size", 5000);
            assertThat(cell(grid, "1")).isVisible(visible(30_000));
            grid.evaluate("g => g.scrollToIndex(4000)");
            assertThat(cell(grid, "4001")).isVisible(visible(30_000));
            grid.evaluate("g => g.scrollToIndex(0)");
            assertThat(cell(grid, "1")).isVisible(visible(30_000));
            SecuredAppExtension.screenshot(page, "console-paged");

            run(page, "CREATE TEMPORARY TABLE endless (id BIGINT) WITH ('connector' = 'datagen',"
                    + " 'rows-per-second' = '20');\nSELECT id FROM endless");
            Locator streaming = page.locator(".run-row").nth(1);
            assertThat(streaming.locator(".run-state")).hasText("streaming", timeout(FLINK_WAIT));
            long first = count(streaming);
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (count(streaming) <= first + 5 && System.nanoTime() < deadline) {
                page.waitForTimeout(500);
            }
            assertThat(count(streaming)).as("the row count grows while streaming").isGreaterThan(first + 5);
            streaming.locator(".run-stop").click();
            assertThat(streaming.locator(".run-state")).hasText("cancelled", timeout(60_000));
            assertThat(streaming.locator(".run-stop")).isHidden();
            long stopped = count(streaming);
            page.waitForTimeout(1_500);
            assertThat(count(streaming)).as("no rows after Stop").isEqualTo(stopped);
            SecuredAppExtension.screenshot(page, "console-stopped");

            page.navigate(app.baseUrl() + "history");
            Locator history = page.locator("#history-grid");
            assertThat(history.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                    .setHasText("SELECT id FROM gen")).first()).isVisible(visible(30_000));
            assertThat(history.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                    .setHasText("SELECT id FROM endless")).first()).isVisible();
            assertThat(history.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                    .setHasText(Pattern.compile("^CANCELLED$"))).first()).isVisible();
            page.locator("#history-search input").fill("endless");
            // the grid keeps the cells of rows it no longer shows, hidden: only visible cells are results
            assertThat(history.locator("vaadin-grid-cell-content:visible", new Locator.LocatorOptions()
                    .setHasText("SELECT id FROM gen"))).hasCount(0, new LocatorAssertions.HasCountOptions().setTimeout(10_000));
            assertThat(history.locator("vaadin-grid-cell-content:visible", new Locator.LocatorOptions()
                    .setHasText("SELECT id FROM endless")).first()).isVisible();
            SecuredAppExtension.screenshot(page, "history");
        }
    }

    private static void run(Page page, String sql) {
        page.locator("#console-sql textarea").fill(sql);
        page.locator("#console-sql textarea").press("Tab");
        page.locator("#console-run").click();
    }

    /** A cell showing exactly this number (a JavaScript regex: Playwright hands it to the browser). */
    private static Locator cell(Locator grid, String text) {
        return grid.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                .setHasText(Pattern.compile("^" + text + "$"))).first();
    }

    private static long count(Locator row) {
        String text = row.locator(".run-rows").innerText();
        return Long.parseLong(text.replaceAll("[^0-9].*", ""));
    }

    private static LocatorAssertions.IsVisibleOptions visible(double millis) {
        return new LocatorAssertions.IsVisibleOptions().setTimeout(millis);
    }

    private static LocatorAssertions.HasTextOptions timeout(double millis) {
        return new LocatorAssertions.HasTextOptions().setTimeout(millis);
    }
}
