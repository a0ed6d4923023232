package io.freshet.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.LakehouseAppExtension;
import io.freshet.testing.LoginPage;
import io.freshet.testing.TempDirs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged IDE on an external SQL Gateway and Flink REST API that take a bearer token each
 * ({@code FRESHET_GATEWAY_TOKEN}, {@code FRESHET_FLINK_REST_TOKEN}), as behind a reverse proxy: a second IDE over the
 * shared lakehouse app's Flink, started last of that app's classes (it reads and writes nothing the others assert on).
 */
@Order(Integer.MAX_VALUE)
class ExternalGatewayAppIT {

    @RegisterExtension
    @Order(1)
    static final LakehouseAppExtension APP = LakehouseAppExtension.shared();

    @RegisterExtension
    @Order(2)
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static final double TIMEOUT = 60_000;
    private static final String TABLE = "lakehouse.dwd.external_gateway_orders";

    @Test
    void withBothTokensTheIdeShowsAContinuousTablesJobAndItsLatestCheckpoint() throws Exception {
        try (GatewaySession session = APP.gateway().session(Map.of())) {
            session.execute("SET 'table.exec.sink.upsert-materialize' = 'NONE'");
            session.execute("CREATE MATERIALIZED TABLE " + TABLE + " (CONSTRAINT pk PRIMARY KEY (ds, order_id) NOT"
                    + " ENFORCED) PARTITIONED BY (ds) FRESHNESS = INTERVAL '5' SECOND AS SELECT ds, order_id, user_id"
                    + " FROM lakehouse.ods.orders");
        }
        Path root = Files.createTempDirectory("freshet-external-gateway");
        try (FreshetProcess ide = FreshetProcess.start(root.resolve("home"), List.of(
                "--freshet.gateway.url=" + APP.gatewayEndpoint().uri(),
                "--freshet.catalog.warehouse=" + APP.warehouse(),
                "--freshet.catalog.refresh-interval=2s",
                "--freshet.health.poll-interval=2s",
                "--freshet.flink.rest-url=" + APP.flinkRest().uri()),
                Map.of("FRESHET_GATEWAY_TOKEN", APP.gatewayEndpoint().token(),
                        "FRESHET_FLINK_REST_TOKEN", APP.flinkRest().token()))) {
            Page page = BROWSER.newPage();
            LoginPage.signIn(page, ide.baseUrl(), "admin", ide.adminPassword());
            page.navigate(ide.baseUrl() + "catalog/" + TABLE);
            // the mode and the job come through the gateway (its token), the checkpoint from Flink's REST API (its own)
            page.locator("#mt-mode").waitFor(visible());
            assertThat(page.locator("#mt-mode").textContent()).contains("CONTINUOUS");
            page.waitForFunction("() => /^Job: [0-9a-f]{32}$/.test(document.querySelector('#mt-handle').textContent"
                    + ".trim())", null, new Page.WaitForFunctionOptions().setTimeout(TIMEOUT));
            page.waitForFunction("() => document.querySelector('#mt-actual').textContent"
                    + ".endsWith('behind (latest checkpoint of the running job)')", null,
                    new Page.WaitForFunctionOptions().setTimeout(TIMEOUT));
            assertThat(ide.console()).doesNotContain(APP.gatewayEndpoint().token(), APP.flinkRest().token());
        } finally {
            try (GatewaySession session = APP.gateway().session(Map.of())) {
                session.execute("DROP MATERIALIZED TABLE " + TABLE);
            }
            TempDirs.delete(root);
        }
    }

    private static Locator.WaitForOptions visible() {
        return new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE).setTimeout(TIMEOUT);
    }
}
