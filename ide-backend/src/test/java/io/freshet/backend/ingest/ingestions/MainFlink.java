package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * One test class's Freshet over the main embedded Flink 2.0 the ingestion ITs share ({@link IngestionServers}):
 * Freshet's properties in the class's own home (catalog {@code lakehouse} over the shared warehouse, the embedded lib
 * the ingestion Flink takes its jars from) and a connected gateway: what the ingestion services of
 * {@link IngestionRig} run on.
 */
record MainFlink(EmbeddedFlink flink, FreshetProperties properties, GatewayConnection gateway)
        implements AutoCloseable {

    /** Connects a Freshet of this home to a running main Flink whose catalog's warehouse is {@code warehouse}. */
    static MainFlink connect(EmbeddedFlink flink, Path warehouse, Path home) {
        FreshetProperties properties = new FreshetProperties(home,
                new FreshetProperties.Gateway(flink.gatewayUri().toString(), flink.gatewayEndpoint().token()),
                new FreshetProperties.Embedded(EmbeddedGatewayExtension.libDir(), null, 0, 0, null, null),
                new FreshetProperties.Catalog("lakehouse", warehouse.toUri().toString()));
        GatewayConnection gateway = new GatewayConnection(properties, new CatalogBootstrap(properties));
        gateway.connect();
        assertThat(gateway.snapshot().state()).isEqualTo(GatewayState.READY);
        return new MainFlink(flink, properties, gateway);
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

    /** Stops this Freshet's watch of the gateway; the shared Flink goes on for the next class. */
    @Override
    public void close() {
        gateway.stop();
    }
}
