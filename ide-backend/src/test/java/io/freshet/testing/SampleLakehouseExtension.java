package io.freshet.testing;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.gateway.FileUris;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real embedded Flink per test class with the e-commerce sample project deployed into catalog
 * {@code lakehouse} (the whole ODS -> DWD -> DWS chain), plus Freshet properties that point at it as an
 * external gateway. Homes go below {@code target/it-homes} and are kept for the logs.
 */
public final class SampleLakehouseExtension implements BeforeAllCallback, AfterAllCallback {

    public static final String CATALOG = "lakehouse";
    private static final Path PROJECT = Path.of("..", "sample-projects", "ecommerce");

    private EmbeddedFlink flink;
    private GatewayClient client;

    @Override
    public void beforeAll(ExtensionContext context) {
        flink = EmbeddedGatewayExtension.start(EmbeddedGatewayExtension.newHome(
                context.getRequiredTestClass().getSimpleName()));
        client = new GatewayClient(flink.gatewayEndpoint());
        try (GatewaySession session = client.session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists(CATALOG, warehouse()));
            ProjectScripts.deploy(session, PROJECT);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (flink != null) {
            flink.close();
        }
    }

    public EmbeddedFlink flink() {
        return flink;
    }

    public GatewayClient client() {
        return client;
    }

    /** The warehouse URI the gateway's catalog was created over. */
    public String warehouse() {
        return FileUris.of(flink.layout().warehouse());
    }

    /** Freshet's settings for a backend that uses this Flink as its external gateway. */
    public FreshetProperties properties(Path freshetHome) {
        return new FreshetProperties(freshetHome, new FreshetProperties.Gateway(flink.gatewayUri().toString(),
                flink.gatewayEndpoint().token()),
                new FreshetProperties.Embedded(null, null, 0, 0, null, null),
                new FreshetProperties.Catalog(CATALOG, warehouse()));
    }

    /** Waits up to {@code timeout} for a condition; false when it never held. */
    public static boolean await(Duration timeout, BooleanSupplier condition) {
        // exceptions (e.g. a table that is still being created) count as "not yet"
        return Poll.until(timeout, condition::getAsBoolean, Boolean::booleanValue);
    }
}
