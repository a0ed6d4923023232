package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.LakehouseAppExtension;
import io.freshet.testing.SecuredAppExtension;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessScale;
import io.freshet.ui.catalog.FreshnessUnit;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged IDE with its embedded Flink and the e-commerce sample deployed, in real Chromium: a developer
 * clicks through the backfill dialog (table, ISO dates, preview of the exact statements, start), watches the
 * progress reach 100% and finds the run in the history; a re-opened dialog starts empty; a backfill cancelled
 * midway counts its partitions by outcome. On the app CatalogAppIT and RunConsoleAppIT share: it backfills and
 * re-creates the sample's {@code dws.category_gmv_daily}, which they only read.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BackfillAppIT {

    @RegisterExtension
    static final LakehouseAppExtension APP = LakehouseAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static final double WAIT_MS = 240_000;

    @Test
    @Order(1)
    void backfillThroughTheDialogReaches100PercentAndAppearsInHistory() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "backfills");
        page.locator("#new-backfill").click();

        chooseDailyTable(page);
        assertThat(page.locator("#backfill-explanation")).containsText("Daily partitions: ds as yyyy-MM-dd");
        // the stated format is the one the fields take, typed key by key as a person would
        typeDate(page, "#backfill-from", "2024-06-02");
        typeDate(page, "#backfill-to", "2024-06-03");
        page.locator("#backfill-preview").click();
        assertThat(page.locator("#backfill-message")).hasText("2 refreshes");
        assertThat(page.locator("#backfill-plan")).containsText(
                "ALTER MATERIALIZED TABLE `lakehouse`.`dws`.`category_gmv_daily` REFRESH PARTITION (`ds` = '2024-06-02')");
        assertThat(page.locator("#backfill-plan")).containsText("ds=2024-06-03");
        SecuredAppExtension.screenshot(page, "backfill-dialog-preview");
        page.locator("#backfill-submit").click();

        assertThat(page.locator("#backfill-dialog")).isHidden();
        assertThat(page.locator("#backfill-progress-text")).hasText("100% · 2 / 2 done · SUCCEEDED",
                new LocatorAssertions.HasTextOptions().setTimeout(WAIT_MS));
        assertThat(page.locator("#backfill-partitions")).containsText("SUCCEEDED");
        Locator history = page.locator("#backfill-history");
        assertThat(history).containsText("dws.category_gmv_daily");
        assertThat(history).containsText("2024-06-02 .. 2024-06-03");
        assertThat(history).containsText("admin");
        assertThat(history).containsText("SUCCEEDED");
        SecuredAppExtension.screenshot(page, "backfill-history");

        page.navigate(APP.app().baseUrl() + "backfills");
        assertThat(page.locator("#backfill-history")).containsText("100% · 2 / 2 done · SUCCEEDED",
                new LocatorAssertions.ContainsTextOptions().setTimeout(60_000));
    }

    /** Issue 19: the date fields took only US dates, and a re-opened dialog appended typed text to the old value. */
    @Test
    @Order(2)
    void aReopenedDialogStartsEmptyAndTakesIsoDates() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "backfills");
        page.locator("#new-backfill").click();
        chooseDailyTable(page);
        typeDate(page, "#backfill-from", "2024-06-04");
        page.locator("#backfill-close").click();
        assertThat(page.locator("#backfill-dialog")).isHidden();

        page.locator("#new-backfill").click();
        chooseDailyTable(page);
        assertThat(page.locator("#backfill-from input")).hasValue("");
        typeDate(page, "#backfill-from", "2024-06-01");
        typeDate(page, "#backfill-to", "2024-06-01");
        page.locator("#backfill-preview").click();
        assertThat(page.locator("#backfill-message")).hasText("1 refresh");
        assertThat(page.locator("#backfill-plan")).containsText("ds=2024-06-01");
        assertThat(page.locator("#backfill-warnings")).isHidden();

        // issue 34: the sample's orders end on 2024-06-05; the preview warns about the days after it, not before
        page.locator("#backfill-close").click();
        page.locator("#new-backfill").click();
        chooseDailyTable(page);
        typeDate(page, "#backfill-from", "2024-06-05");
        typeDate(page, "#backfill-to", "2024-06-07");
        page.locator("#backfill-preview").click();
        assertThat(page.locator("#backfill-message")).hasText("3 refreshes");
        assertThat(page.locator("#backfill-warnings")).hasText("No source data for ds=2024-06-06, ds=2024-06-07:"
                + " dwd.order_detail has no such partitions, so the refresh would leave them empty.");
        SecuredAppExtension.screenshot(page, "backfill-no-source-data");
    }

    /** Issue 19: a backfill cancelled after 2 of 5 partitions showed "100 % · 5 / 5 · CANCELLED". */
    @Test
    @Order(3)
    void aBackfillCancelledMidwayCountsItsPartitionsByOutcome() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "backfills");
        page.locator("#new-backfill").click();
        chooseDailyTable(page);
        typeDate(page, "#backfill-from", "2024-06-01");
        typeDate(page, "#backfill-to", "2024-06-05");
        page.locator("#backfill-submit").click();
        Locator progress = page.locator("#backfill-progress-text");
        assertThat(progress).containsText(Pattern.compile("[2-4] / 5 done"),
                new LocatorAssertions.ContainsTextOptions().setTimeout(WAIT_MS));
        page.locator("#backfill-cancel").click();
        assertThat(progress).containsText("CANCELLED", new LocatorAssertions.ContainsTextOptions().setTimeout(WAIT_MS));
        // issue 34 point 10: "Cancelling backfill N" goes once it is cancelled
        assertThat(page.locator("#backfills-message")).not().containsText("Cancelling",
                new LocatorAssertions.ContainsTextOptions().setTimeout(30_000));

        Matcher shown = Pattern.compile("(\\d+)% · (\\d) / 5 done, (\\d) cancelled · CANCELLED").matcher(progress.textContent());
        assertThat(shown.matches()).as(progress.textContent()).isTrue();
        int done = Integer.parseInt(shown.group(2));
        assertThat(done).isBetween(2, 4);
        assertThat(Integer.parseInt(shown.group(3))).isEqualTo(5 - done);
        assertThat(Integer.parseInt(shown.group(1))).isEqualTo(done * 20);
        assertThat(page.locator("#backfill-partitions vaadin-grid-cell-content").filter(new Locator.FilterOptions()
                .setHasText(Pattern.compile("^SUCCEEDED$")))).hasCount(done);
        assertThat(page.locator("#backfill-result")).containsText("Cancelled: " + done + " of 5 refreshes done");
        SecuredAppExtension.screenshot(page, "backfill-cancelled");
    }

    /** The freshness slider's optional backfill: the table is re-created, then its last two days refreshed. */
    @Test
    @Order(4)
    void changeFreshnessThenBackfillTheLastTwoDays() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "catalog/lakehouse.dws.category_gmv_daily");
        page.locator("#freshness-slider").waitFor(new Locator.WaitForOptions().setTimeout(60_000));
        FreshnessScale scale = new FreshnessScale(FreshnessScale.DEFAULT_THRESHOLD);
        page.locator("#freshness-slider").fill(String.valueOf(scale.indexOf(Freshness.of(12, FreshnessUnit.HOUR))));
        assertThat(page.locator("#freshness-value")).hasText("12 hours");
        assertThat(page.locator("#freshness-mode")).hasText("FULL");
        page.locator("#freshness-backfill").click();
        page.locator("#freshness-backfill-count input").fill("2");
        page.locator("#freshness-backfill-count input").press("Tab");
        page.locator("#freshness-apply").click();
        page.locator("vaadin-button", new Page.LocatorOptions().setHasText("Drop and re-create")).click();

        page.waitForURL(Pattern.compile(".*/backfills$"), new Page.WaitForURLOptions().setTimeout(WAIT_MS));
        LocalDate today = LocalDate.now();
        Locator history = page.locator("#backfill-history");
        assertThat(history).containsText(today.minusDays(1) + " .. " + today,
                new LocatorAssertions.ContainsTextOptions().setTimeout(60_000));
        assertThat(history).containsText("100% · 2 / 2 done · SUCCEEDED",
                new LocatorAssertions.ContainsTextOptions().setTimeout(WAIT_MS));
        page.navigate(APP.app().baseUrl() + "catalog/lakehouse.dws.category_gmv_daily");
        assertThat(page.locator("#mt-target")).containsText("12 hours", new LocatorAssertions.ContainsTextOptions()
                .setTimeout(60_000));
    }

    private static void chooseDailyTable(Page page) {
        page.locator("#backfill-table input").fill("category_gmv");
        page.locator("vaadin-combo-box-item", new Page.LocatorOptions().setHasText("dws.category_gmv_daily")).click();
    }

    /** Clicks into the field and types, as a person would: text typed after an old value would join it. */
    private static void typeDate(Page page, String picker, String text) {
        Locator input = page.locator(picker + " input");
        input.click();
        page.keyboard().type(text);
        input.press("Enter");
        assertThat(input).hasValue(text);
    }
}
