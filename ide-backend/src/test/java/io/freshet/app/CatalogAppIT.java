package io.freshet.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessScale;
import io.freshet.ui.catalog.FreshnessUnit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged IDE on the sample lakehouse (real embedded Flink as its external gateway), driven through
 * real Chromium: browse the tree to a table and read its partitions and snapshots; move the freshness
 * slider across the gateway's threshold and see the refresh mode and cost change; see an idle continuous table
 * fresh, then not running once its job is cancelled in Flink.
 */
class CatalogAppIT {

    @RegisterExtension
    @Order(1)
    static final SampleLakehouseExtension LAKEHOUSE = new SampleLakehouseExtension();

    @RegisterExtension
    @Order(2)
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static final double TIMEOUT = 60_000;
    private static FreshetProcess app;

    @BeforeAll
    static void startApp() throws Exception {
        Path root = Files.createTempDirectory("freshet-catalog-app");
        app = FreshetProcess.start(root.resolve("home"), List.of(
                "--freshet.gateway.url=" + LAKEHOUSE.flink().gatewayUri(),
                "--freshet.catalog.warehouse=" + LAKEHOUSE.warehouse(),
                "--freshet.catalog.refresh-interval=2s",
                "--freshet.flink.rest-url=" + LAKEHOUSE.flink().flinkWebUri()),
                Map.of("FRESHET_GATEWAY_TOKEN", LAKEHOUSE.flink().gatewayEndpoint().token(),
                        "FRESHET_FLINK_REST_TOKEN", LAKEHOUSE.flink().flinkRestEndpoint().token()));
    }

    @AfterAll
    static void stopApp() throws Exception {
        if (app != null) {
            app.close();
        }
    }

    @Test
    void browseTheTreeToATableAndSeeItsPartitionsAndSnapshots() throws Exception {
        Page page = signedIn();
        page.navigate(app.baseUrl() + "catalog");
        toggle(page, "lakehouse");
        toggle(page, "lakehouse.ods");
        page.locator("[data-node='lakehouse.ods.orders']").click();
        page.locator("#table-title").waitFor(visible());
        assertThat(page.locator("#table-title").textContent()).isEqualTo("lakehouse.ods.orders");
        // the address changes with the page, as a link to share
        page.waitForURL("**/catalog/lakehouse.ods.orders", new Page.WaitForURLOptions().setTimeout(TIMEOUT));

        long days = count("SELECT COUNT(DISTINCT ds) FROM `lakehouse`.`ods`.`orders`");
        page.locator("vaadin-tab:has-text('Partitions')").click();
        page.locator("#partitions-grid").waitFor(visible());
        assertThat(page.locator("#partitions-grid").locator("..").textContent()).contains(days + " partitions");
        List<String> cells = page.locator("#partitions-grid vaadin-grid-cell-content").allTextContents();
        assertThat(cells).contains("ds=2024-06-01", "ds=2024-06-05");

        page.locator("vaadin-tab:has-text('Snapshots')").click();
        page.locator("#snapshots-grid").waitFor(visible());
        List<String> snapshotCells = page.locator("#snapshots-grid vaadin-grid-cell-content").allTextContents();
        assertThat(snapshotCells).contains("APPEND", String.valueOf(count("SELECT COUNT(*) FROM `lakehouse`.`ods`.`orders`")));

        page.locator("vaadin-tab:has-text('DDL')").click();
        assertThat(page.locator("#table-ddl").textContent()).contains("PARTITIONED BY (`ds`)");
    }

    @Test
    void movingTheFreshnessSliderAcrossTheThresholdChangesTheRefreshMode() throws Exception {
        Page page = signedIn();
        page.navigate(app.baseUrl() + "catalog/lakehouse.dws.item_gmv_hourly");
        page.locator("#freshness-slider").waitFor(visible());
        assertThat(page.locator("#mt-mode").textContent()).contains("FULL");
        assertThat(page.locator("#freshness-value").textContent()).isEqualTo("1 hour");
        assertThat(page.locator("#freshness-mode").textContent()).isEqualTo("FULL");

        FreshnessScale scale = new FreshnessScale(FreshnessScale.DEFAULT_THRESHOLD);
        page.locator("#freshness-slider").fill(String.valueOf(scale.indexOf(Freshness.of(10, FreshnessUnit.SECOND))));
        waitForText(page, "#freshness-mode", "CONTINUOUS");
        assertThat(page.locator("#freshness-value").textContent()).isEqualTo("10 seconds");
        assertThat(page.locator("#freshness-cost").textContent())
                .startsWith("An always-on streaming job with a checkpoint every 10 seconds");

        page.locator("#freshness-slider").fill(String.valueOf(scale.indexOf(Freshness.of(30, FreshnessUnit.MINUTE))));
        waitForText(page, "#freshness-mode", "FULL");
        assertThat(page.locator("#freshness-cost").textContent()).startsWith("A batch refresh every 30 minutes");
        page.locator("#freshness-slider").fill(String.valueOf(scale.indexOf(Freshness.of(20, FreshnessUnit.MINUTE))));
        waitForText(page, "#freshness-mode", "CONTINUOUS");
    }

    @Test
    void anIdleContinuousTableIsFreshAndShowsNotRunningWithin30SecondsOfItsJobBeingCancelledInFlink() throws Exception {
        Page page = signedIn();
        page.navigate(app.baseUrl() + "catalog/lakehouse.dwd.order_detail");
        page.locator("#mt-stale").waitFor(visible());
        // its source got rows once, at deploy; the running job's checkpoints keep it fresh (the panel updates itself)
        waitForText(page, "#mt-stale", "fresh");
        assertThat(page.locator("#mt-actual").textContent()).endsWith("behind (latest checkpoint of the running job)");
        assertThat(page.locator("[data-node='lakehouse.dwd.order_detail'] [data-badge='STALE']").count()).isZero();

        String job = page.locator("#mt-handle").textContent().replace("Job: ", "").strip();
        assertThat(new FlinkRestClient(LAKEHOUSE.flink().flinkRestEndpoint()).cancel(job)).isTrue();
        long cancelled = System.nanoTime();
        page.waitForFunction("() => document.querySelector('#mt-stale').textContent === 'NOT RUNNING'", null,
                new Page.WaitForFunctionOptions().setTimeout(30_000));
        long shownMs = (System.nanoTime() - cancelled) / 1_000_000;
        assertThat(page.locator("#mt-actual").textContent()).startsWith("Actual: Not running: the refresh job was cancelled");

        // the tree's badge says the same after the next look at the tree
        page.reload();
        page.locator("[data-node='lakehouse.dwd.order_detail'] [data-badge='NOT RUNNING']").waitFor(visible());
        System.out.printf("BENCHMARK freshness: browser showed NOT RUNNING %d ms after the job was cancelled%n", shownMs);
    }

    private static Page signedIn() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
        return page;
    }

    private static void toggle(Page page, String node) {
        Locator label = page.locator("[data-node='" + node + "']");
        label.waitFor(visible());
        label.click();
    }

    private static void waitForText(Page page, String selector, String text) {
        page.waitForFunction("([s, t]) => document.querySelector(s) && document.querySelector(s).textContent === t",
                List.of(selector, text), new Page.WaitForFunctionOptions().setTimeout(TIMEOUT));
    }

    private static Locator.WaitForOptions visible() {
        return new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE).setTimeout(TIMEOUT);
    }

    private static long count(String sql) {
        try (var session = LAKEHOUSE.client().session(Map.of())) {
            session.execute("SET 'execution.runtime-mode' = 'batch'");
            return ((Number) session.execute(sql).rows().get(0).fields().get(0)).longValue();
        }
    }
}
