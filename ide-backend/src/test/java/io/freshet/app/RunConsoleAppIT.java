package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.LakehouseAppExtension;
import io.freshet.testing.SecuredAppExtension;
import io.freshet.testing.StatusPage;
import java.nio.file.Files;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged IDE on its embedded Flink, driven through real Chromium on the SQL console: a query's rows
 * paged in the grid, a streaming query whose count grows until Stop, and both in the run history; a result sorted,
 * copied and downloaded whole as CSV and JSON, the row limit, the runtime mode toggle and the hint of a streaming
 * query that waits for rows, and a long statement shown whole. On the app BackfillAppIT and CatalogAppIT share, whose
 * row limit (6,000) and window (500 rows) are small, so that a download of a few thousand rows must come from the
 * result file; its tables are temporary or its own, and the run history it reads is its user's.
 */
class RunConsoleAppIT {

    private static final double FLINK_WAIT = 180_000;

    @RegisterExtension
    static final LakehouseAppExtension APP = LakehouseAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @Test
    void runPageStreamStopAndFindBothInTheHistory() throws Exception {
        Page page = BROWSER.newPage();
        StatusPage.open(page, APP.app()).awaitHealth("gateway", "UP");
        page.navigate(APP.app().baseUrl() + "console");

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

        page.navigate(APP.app().baseUrl() + "history");
        Locator history = page.locator("#history-grid");
        assertThat(history.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                .setHasText("SELECT id FROM gen")).first()).isVisible(visible(30_000));
        assertThat(history.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                .setHasText("SELECT id FROM endless")).first()).isVisible();
        assertThat(history.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                .setHasText(Pattern.compile("^CANCELLED$"))).first()).isVisible();
        historyColumnsAt1400(page, history);
        page.locator("#history-search input").fill("endless");
        // the grid keeps the cells of rows it no longer shows, hidden: only visible cells are results
        assertThat(history.locator("vaadin-grid-cell-content:visible", new Locator.LocatorOptions()
                .setHasText("SELECT id FROM gen"))).hasCount(0, new LocatorAssertions.HasCountOptions().setTimeout(10_000));
        assertThat(history.locator("vaadin-grid-cell-content:visible", new Locator.LocatorOptions()
                .setHasText("SELECT id FROM endless")).first()).isVisible();
        SecuredAppExtension.screenshot(page, "history");
    }

    @Test
    void sortCopyExportTheLimitTheModeToggleTheWaitingHintAndLongSql() throws Exception {
        Page page = BROWSER.newPage();
        page.context().grantPermissions(List.of("clipboard-read", "clipboard-write"),
                new BrowserContext.GrantPermissionsOptions().setOrigin(APP.app().baseUrl().replaceAll("/$", "")));
        StatusPage.open(page, APP.app()).awaitHealth("gateway", "UP");
        page.navigate(APP.app().baseUrl() + "console");
        Locator bar = page.locator("#console-session");
        assertThat(bar).hasAttribute("data-mode", "streaming");
        assertThat(bar.locator(".session-where")).containsText("lakehouse",
                new LocatorAssertions.ContainsTextOptions().setTimeout(60_000));

        run(page, "SET 'parallelism.default' = '1';\n"
                + "CREATE TEMPORARY TABLE IF NOT EXISTS gen5 (id BIGINT) WITH ('connector' = 'datagen',"
                + " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5000');\n"
                + "SELECT id, CONCAT('a rather long name number ', CAST(id AS STRING)) AS name,"
                + " CAST(NULL AS STRING) AS nothing FROM gen5");
        Locator rows = page.locator(".run-row");
        assertThat(rows.nth(2).locator(".run-state")).hasText("finished", timeout(FLINK_WAIT));
        assertThat(page.locator("#result-summary")).hasText("5,000 rows");
        Locator grid = page.locator("#result-grid");
        Locator longName = cell(grid, "a rather long name number 1");
        assertThat(longName).isVisible(visible(30_000));
        assertThat((Boolean) longName.evaluate("c => c.scrollWidth <= c.clientWidth"))
                .as("the column is as wide as its values: nothing cut").isTrue();

        // more rows than the 500 the server keeps in memory: the download is read from the result file
        Download csvFile = page.waitForDownload(() -> page.locator("#result-export-csv").click());
        assertThat(csvFile.suggestedFilename()).matches("select-id-concat-a-rather-long-name-numb-\\d{8}-\\d{6}\\.csv");
        List<String> lines = Files.readAllLines(csvFile.path());
        assertThat(lines).hasSize(5_001);
        assertThat(lines.get(0)).isEqualTo("id,name,nothing");
        assertThat(lines.get(1)).isEqualTo("1,a rather long name number 1,");
        assertThat(lines.get(5_000)).isEqualTo("5000,a rather long name number 5000,");
        Download jsonFile = page.waitForDownload(() -> page.locator("#result-export-json").click());
        JsonNode json = new ObjectMapper().readTree(jsonFile.path().toFile());
        assertThat(json).hasSize(5_000);
        assertThat(json.get(4_999).get("id").asLong()).isEqualTo(5_000);
        assertThat(json.get(0).get("nothing").isNull()).isTrue();

        Locator idSorter = grid.locator("vaadin-grid-sorter", new Locator.LocatorOptions().setHasText("id")).first();
        idSorter.click();
        idSorter.click();
        assertThat(idSorter).hasAttribute("direction", "desc");
        assertThat(cell(grid, "5000")).isVisible(visible(30_000));
        assertThat(cell(grid, "1")).isHidden();
        // the grid reuses its cells: the two topmost row check boxes on screen are the rows of 5000 and 4999
        List<Locator> boxes = grid.locator("vaadin-checkbox:not([aria-label='Select All'])").all().stream()
                .filter(Locator::isVisible).sorted(Comparator.comparingDouble(box -> box.boundingBox().y)).toList();
        boxes.get(0).click();
        boxes.get(1).click();
        page.locator("#result-copy").click();
        page.waitForTimeout(500);
        assertThat((String) page.evaluate("() => navigator.clipboard.readText()")).isEqualTo("id\tname\tnothing\n"
                + "4999\ta rather long name number 4999\t\n5000\ta rather long name number 5000\t\n");
        SecuredAppExtension.screenshot(page, "console-sorted-copied");

        run(page, "CREATE TEMPORARY TABLE IF NOT EXISTS gen7 (id BIGINT) WITH ('connector' = 'datagen',"
                + " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '7000');\nSELECT id FROM gen7");
        assertThat(page.locator(".run-row").nth(1).locator(".run-state")).hasText("finished", timeout(FLINK_WAIT));
        assertThat(page.locator("#result-summary")).containsText("Showing the first 6,000 rows: limit reached");
        assertThat(page.locator("#result-summary")).containsText("freshet.run.max-rows");

        // a streaming query over an empty table waits forever: the hint says why and offers batch
        run(page, "CREATE TABLE IF NOT EXISTS empty_orders (id BIGINT, amount DOUBLE);\nSELECT * FROM empty_orders");
        assertThat(page.locator("#run-waiting-hint")).isVisible(visible(FLINK_WAIT));
        assertThat(page.locator("#run-waiting-text")).hasText("Streaming query: waiting for new rows. Switch to batch"
                + " to read what is there now.");
        page.locator("#run-switch-batch").click();
        assertThat(bar).hasAttribute("data-mode", "batch");
        assertThat(page.locator(".run-row").first().locator(".run-state")).hasText("finished", timeout(FLINK_WAIT));
        assertThat(page.locator("#run-waiting-hint")).isHidden();
        assertThat(page.locator("#result-summary")).hasText("0 rows");
        bar.locator(".session-mode-streaming").click();
        assertThat(bar).hasAttribute("data-mode", "streaming");
        assertThat(bar.locator(".session-options")).hasAttribute("title", Pattern.compile(
                "execution\\.runtime-mode = streaming"), new LocatorAssertions.HasAttributeOptions().setTimeout(30_000));

        String padding = "x".repeat(300);
        run(page, "SELECT 'long' AS word, '" + padding + "' AS padding");
        assertThat(page.locator(".run-row").first().locator(".run-state")).hasText("finished", timeout(FLINK_WAIT));
        page.locator("#result-statement").click();
        assertThat(page.locator("#result-statement-text")).hasText("SELECT 'long' AS word, '" + padding + "' AS padding");
        page.navigate(APP.app().baseUrl() + "history");
        Locator history = page.locator("#history-grid");
        cell(history, "SELECT 'long' AS word.*").click();
        assertThat(page.locator(".history-statement-full").first()).hasText("SELECT 'long' AS word, '" + padding
                + "' AS padding", timeout(10_000));
        SecuredAppExtension.screenshot(page, "history-long-sql");

        // issue 34 point 6: DECIMAL(10, 2) keeps its scale in the grid and the CSV export
        page.navigate(APP.app().baseUrl() + "console");
        run(page, "SELECT CAST(64 AS DECIMAL(10, 2)) AS price, CAST(5.5 AS DECIMAL(10, 2)) AS half");
        assertThat(page.locator(".run-row").first().locator(".run-state")).hasText("finished", timeout(FLINK_WAIT));
        Locator decimals = page.locator("#result-grid");
        assertThat(cell(decimals, "64\\.00")).isVisible(visible(30_000));
        assertThat(cell(decimals, "5\\.50")).isVisible();
        Download decimalCsv = page.waitForDownload(() -> page.locator("#result-export-csv").click());
        assertThat(Files.readAllLines(decimalCsv.path())).containsExactly("price,half", "64.00,5.50");
    }

    /** Issue 34 point 7: the statement gets the width, not the job id; "Open in editor" needs no scrolling. */
    private static void historyColumnsAt1400(Page page, Locator history) {
        page.setViewportSize(1400, 900);
        Locator statement = history.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                .setHasText("SELECT id FROM gen")).first();
        assertThat(statement).isVisible();
        double statementWidth = cellWidth(statement);
        Locator job = history.locator("vaadin-grid-cell-content", new Locator.LocatorOptions()
                .setHasText(Pattern.compile("^[0-9a-f]{32}$"))).first();
        assertThat(statementWidth).as("the Statement column is wider than the job id's").isGreaterThan(2 * cellWidth(job));
        assertThat(statementWidth).as("the Statement column shows a statement, not 'SELE...'").isGreaterThan(250);
        Locator open = history.locator(".history-open").first();
        assertThat(open).isVisible();
        double right = ((Number) open.evaluate("b => b.getBoundingClientRect().right")).doubleValue();
        double gridRight = ((Number) history.evaluate("g => g.getBoundingClientRect().right")).doubleValue();
        assertThat(right).as("'Open in editor' is inside the grid without scrolling").isLessThanOrEqualTo(gridRight)
                .isLessThanOrEqualTo(1400);
        SecuredAppExtension.screenshot(page, "history-1400");
    }

    private static double cellWidth(Locator content) {
        return ((Number) content.evaluate("c => c.assignedSlot.parentElement.getBoundingClientRect().width")).doubleValue();
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
