package io.freshet.testing;

import io.freshet.gateway.FileUris;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One started packaged IDE of {@link LakehouseAppExtension}: its home, the IDE process with its embedded Flink (SQL
 * Gateway and Flink REST on ports of their own) and the e-commerce sample deployed into its catalog {@code lakehouse}.
 */
final class LakehouseApp implements AutoCloseable {

    static final String CATALOG = "lakehouse";
    /** Every row the sample's ODS data puts into the DWD layer: once there, the chain has run. */
    private static final long SAMPLE_DETAIL_ROWS = 1000;
    private static final Path SAMPLE = Path.of("..", "sample-projects", "ecommerce");
    private static final Duration WAIT = Duration.ofMinutes(4);

    private Path root;
    FreshetProcess app;
    int gatewayPort;
    int restPort;

    static LakehouseApp start(List<String> settings) throws Exception {
        LakehouseApp started = new LakehouseApp();
        try {
            started.root = Files.createTempDirectory("freshet-lakehouse-app");
            started.gatewayPort = Ports.freeLoopbackPort();
            do {
                started.restPort = Ports.freeLoopbackPort();
            } while (started.restPort == started.gatewayPort);
            List<String> args = Stream.concat(Stream.of("--freshet.embedded.gateway-port=" + started.gatewayPort,
                    "--freshet.embedded.rest-port=" + started.restPort,
                    // the refresh history links each job to the dashboard at this address
                    "--freshet.flink.web-url=" + started.flinkWebUri()), settings.stream()).toList();
            started.app = FreshetProcess.start(started.root.resolve("home"), args);
            started.deploySample();
            return started;
        } catch (Exception | Error e) {
            started.close();
            throw e;
        }
    }

    /** The embedded gateway with the secret of its current start (a restarted Flink has a new one). */
    GatewayClient gateway() {
        return new GatewayClient(gatewayEndpoint());
    }

    /** Flink's own REST API (the JobManager), which takes the same per-start secret as the gateway. */
    GatewayEndpoint flinkRest() {
        return new GatewayEndpoint(flinkWebUri(), gatewayEndpoint().token());
    }

    GatewayEndpoint gatewayEndpoint() {
        try {
            return app.embeddedGateway(gatewayPort);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The warehouse URI of catalog {@code lakehouse}: the embedded Flink's. */
    String warehouse() {
        return FileUris.of(EmbeddedFlinkLayout.of(app.home().resolve("flink")).warehouse());
    }

    URI flinkWebUri() {
        return URI.create("http://127.0.0.1:" + restPort + "/");
    }

    /**
     * Straight through the IDE's gateway (the token file is its OS user's, as ours), once the gateway answers; returns
     * when the sample's continuous DWD table holds all its rows.
     */
    private void deploySample() {
        GatewayClient client = Await.until(WAIT, () -> {
            GatewayClient c = gateway();
            c.info();
            return c;
        }, c -> true, "the IDE's embedded gateway to answer");
        try (GatewaySession session = client.session(Map.of())) {
            try {
                session.execute(PaimonCatalogSql.createCatalogIfNotExists(CATALOG, warehouse()));
            } catch (GatewayException e) {
                // the IDE creates the same catalog as soon as its gateway is up: whoever came first made it
                if (!e.userMessage().contains("already exist")) {
                    throw e;
                }
            }
            ProjectScripts.deploy(session, SAMPLE);
            session.execute("SET 'execution.runtime-mode' = 'batch'");
            Await.until(WAIT, () -> ((Number) session.execute("SELECT COUNT(*) FROM dwd.order_detail").rows().get(0)
                    .fields().get(0)).longValue(), rows -> rows == SAMPLE_DETAIL_ROWS, "the DWD layer to fill");
        }
    }

    @Override
    public void close() throws Exception {
        try {
            if (app != null) {
                app.close();
            }
        } finally {
            TempDirs.delete(root);
        }
    }
}
