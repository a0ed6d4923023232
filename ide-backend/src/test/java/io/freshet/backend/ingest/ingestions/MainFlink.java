package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.EmbeddedFlinkSettings;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The main embedded Flink 2.0 of an ingestion IT in the test's home ({@code main-flink}, its warehouse beside it), with
 * Freshet's properties over it (catalog {@code lakehouse}, the embedded lib the ingestion Flink takes its jars from) and
 * a connected gateway: what the ingestion services of {@link IngestionRig} run on.
 */
record MainFlink(EmbeddedFlink flink, FreshetProperties properties, GatewayConnection gateway) implements AutoCloseable {

    /** With the default settings. */
    static MainFlink start(Path home) {
        return start(home, settings -> settings);
    }

    /** @param adjust further settings of the embedded Flink, e.g. the connections its guard allows */
    static MainFlink start(Path home, UnaryOperator<EmbeddedFlinkSettings> adjust) {
        Path warehouse = home.resolve("warehouse");
        EmbeddedFlink flink = EmbeddedGatewayExtension.start(adjust.apply(EmbeddedGatewayExtension
                .settings(home.resolve("main-flink")).withExtraRoots(List.of(warehouse))));
        try {
            FreshetProperties properties = new FreshetProperties(home,
                    new FreshetProperties.Gateway(flink.gatewayUri().toString(), flink.gatewayEndpoint().token()),
                    new FreshetProperties.Embedded(EmbeddedGatewayExtension.libDir(), null, 0, 0, null, null),
                    new FreshetProperties.Catalog("lakehouse", warehouse.toUri().toString()));
            GatewayConnection gateway = new GatewayConnection(properties, new CatalogBootstrap(properties));
            gateway.connect();
            assertThat(gateway.snapshot().state()).isEqualTo(GatewayState.READY);
            return new MainFlink(flink, properties, gateway);
        } catch (RuntimeException | AssertionError e) {
            flink.close();
            throw e;
        }
    }

    /**
     * Copies a Flink's log of the test's home into the temporary directory as {@code name}, kept for a failed run's
     * diagnosis (the temporary home is deleted); nothing when there is none.
     */
    static void keepLog(Path log, String name) throws IOException {
        if (Files.exists(log)) {
            Files.copy(log, Path.of(System.getProperty("java.io.tmpdir"), name), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    GatewayClient client() {
        return gateway.client();
    }

    @Override
    public void close() {
        flink.close();
    }
}
