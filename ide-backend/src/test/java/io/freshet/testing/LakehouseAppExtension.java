package io.freshet.testing;

import com.microsoft.playwright.Page;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewayEndpoint;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The packaged IDE on its embedded Flink with the e-commerce sample deployed into catalog {@code lakehouse} (the whole
 * ODS -> DWD -> DWS chain), signed into as its first administrator; one for all the classes that register
 * {@link #shared()}. An IDE start, its Flink's and the sample's deploy cost 1.5-2 minutes of a 2-core CI machine.
 */
public final class LakehouseAppExtension extends SharedFixture<LakehouseApp> {

    /**
     * The union of what the sharing classes need, none contradicting another's assertions: the catalog and the
     * health model read every 2 s (CatalogAppIT sees a cancelled job within 30 s), one backfill refresh at a time
     * (BackfillAppIT cancels a backfill while later partitions still wait), a small row limit and window
     * (RunConsoleAppIT: a download of a few thousand rows must come from the result file).
     */
    private static final List<String> SETTINGS = List.of("--freshet.catalog.refresh-interval=2s",
            "--freshet.health.poll-interval=2s", "--freshet.backfill.max-parallel=1",
            "--freshet.run.max-rows=6000", "--freshet.run.window-rows=500");

    private LakehouseAppExtension() {
        super(LakehouseAppExtension.class.getName(), LakehouseApp.class);
    }

    /**
     * The app of every class that registers this (they run one after another, in name order). Such a class finds the
     * warehouse as the classes before it left it: it creates tables of its own names and drops them, and asserts on
     * the sample's tables only what the others leave true (they re-create, backfill and stop the jobs of some of
     * them). {@code -Dfreshet.it.shared-apps=false}: one app per class again, to measure the difference or to rule
     * sharing out.
     */
    public static LakehouseAppExtension shared() {
        return new LakehouseAppExtension();
    }

    @Override
    protected LakehouseApp start(ExtensionContext context) throws Exception {
        return LakehouseApp.start(SETTINGS);
    }

    public FreshetProcess app() {
        return fixture().app;
    }

    /** Signs in as the first administrator. */
    public void signInAsAdmin(Page page) throws IOException {
        LoginPage.signIn(page, app().baseUrl(), "admin", app().adminPassword());
    }

    /** The IDE's embedded SQL Gateway, as a tool of the IDE's OS user reaches it. */
    public GatewayClient gateway() {
        return fixture().gateway();
    }

    /** The embedded SQL Gateway's address and the secret of its current start. */
    public GatewayEndpoint gatewayEndpoint() {
        return fixture().gatewayEndpoint();
    }

    /** The warehouse URI of catalog {@code lakehouse}. */
    public String warehouse() {
        return fixture().warehouse();
    }

    /** The embedded Flink's own REST API (the JobManager). */
    public GatewayEndpoint flinkRest() {
        return fixture().flinkRest();
    }

    /** The embedded Flink's dashboard, which the refresh history links jobs to ({@code freshet.flink.web-url}). */
    public URI flinkWebUri() {
        return fixture().flinkWebUri();
    }
}
