package io.freshet.backend.gateway;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.config.IngestProperties;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.ingest.IngestFlinkSettings;
import io.freshet.gateway.ingest.OnDemandIngestFlink;
import jakarta.annotation.PreDestroy;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The ingestion gateway: an external one when {@code freshet.ingest.gateway-url} is set, else the local ingestion
 * Flink (Flink 1.20 + Flink CDC, home {@code <embedded home>/ingest}), started on first use and stopped with Freshet.
 */
@Component
public class IngestGatewayConnection {

    private static final Logger LOG = LoggerFactory.getLogger(IngestGatewayConnection.class);

    private final IngestProperties ingest;
    private final FreshetProperties properties;
    private final GatewayConnection main;
    private OnDemandIngestFlink local;
    private boolean stopped;

    public IngestGatewayConnection(IngestProperties ingest, FreshetProperties properties, GatewayConnection main) {
        this.ingest = ingest;
        this.properties = properties;
        this.main = main;
    }

    /** A client of the ingestion gateway, starting the local ingestion Flink now if it does not run (blocks). */
    public GatewayClient client() {
        if (ingest.external()) {
            return new GatewayClient(new GatewayEndpoint(URI.create(ingest.gatewayUrl().strip()), ingest.gatewayToken()));
        }
        return new GatewayClient(local().get().gatewayEndpoint());
    }

    /** A client only if the ingestion gateway is external or the local one runs already: reading never starts it. */
    public Optional<GatewayClient> clientIfRunning() {
        if (ingest.external()) {
            return Optional.of(client());
        }
        OnDemandIngestFlink known;
        synchronized (this) {
            known = local;
        }
        return known == null ? Optional.empty() : known.ifRunning().map(f -> new GatewayClient(f.gatewayEndpoint()));
    }

    /**
     * The local ingestion Flink's own REST API while it runs, for job metrics; empty for an external ingestion gateway,
     * whose JobManager address Freshet is not told.
     */
    public Optional<FlinkRestClient> flinkRestIfRunning() {
        if (ingest.external()) {
            return Optional.empty();
        }
        OnDemandIngestFlink known;
        synchronized (this) {
            known = local;
        }
        return known == null ? Optional.empty() : known.ifRunning().map(f -> new FlinkRestClient(f.flinkRestEndpoint()));
    }

    /** Whether the ingestion gateway is an external one, whose jobs outlive Freshet. */
    public boolean external() {
        return ingest.external();
    }

    /**
     * The folder where the local ingestion Flink retains its jobs' checkpoints ({@code <job id>/chk-N}); empty for an
     * external ingestion gateway, whose folders Freshet is not told.
     */
    public Optional<Path> localCheckpoints() {
        if (ingest.external()) {
            return Optional.empty();
        }
        return Optional.of(EmbeddedFlinkLayout.of(ingestHome(properties)).checkpoints());
    }

    /** Created on first use: settings that cannot work (a remote warehouse) fail an ingestion, not Freshet's start. */
    private synchronized OnDemandIngestFlink local() {
        if (stopped) {
            throw new GatewayException(GatewayException.Kind.EMBEDDED_START, "Freshet is shutting down", "", null);
        }
        if (local == null) {
            local = new OnDemandIngestFlink(settings(ingest, properties));
        }
        return local;
    }

    /** The Paimon warehouse the ingestion writes: the main catalog's, so the IDE reads what it writes. */
    public String warehouse() {
        return main.warehouse();
    }

    @PreDestroy
    public synchronized void stop() {
        stopped = true;
        if (local != null) {
            LOG.info("Stopping the ingestion Flink if it runs");
            local.close();
        }
    }

    private static Path ingestHome(FreshetProperties properties) {
        return properties.home().toAbsolutePath().resolve("flink").resolve("ingest");
    }

    private static IngestFlinkSettings settings(IngestProperties ingest, FreshetProperties properties) {
        Path embeddedHome = properties.home().toAbsolutePath().resolve("flink");
        Path warehouse = EmbeddedFlinkLayout.of(embeddedHome).warehouse();
        String configured = properties.catalog().warehouse();
        if (configured != null && !configured.isBlank()) {
            URI uri = URI.create(configured.strip());
            if (uri.getScheme() != null && !"file".equalsIgnoreCase(uri.getScheme())) {
                throw new GatewayException(GatewayException.Kind.EMBEDDED_START, "The local ingestion Flink writes"
                        + " only a local warehouse, not " + configured + ": set freshet.ingest.gateway-url.", "", null);
            }
            warehouse = uri.getScheme() == null ? Path.of(configured.strip()) : Path.of(uri);
        }
        Path libDir = ingest.libDir() == null ? Path.of("gateway-bridge/target/ingest-flink/lib") : ingest.libDir();
        IngestFlinkSettings settings = IngestFlinkSettings.defaults(ingestHome(properties),
                libDir.toAbsolutePath(), properties.embedded().libDir().toAbsolutePath(), warehouse)
                .withRunAs(properties.embedded().runAs());
        return ingest.checkpointInterval() == null ? settings
                : settings.withCheckpointInterval(ingest.checkpointInterval());
    }
}
