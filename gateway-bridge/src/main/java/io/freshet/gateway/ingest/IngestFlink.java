package io.freshet.gateway.ingest;

import io.freshet.gateway.FileUris;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import io.freshet.gateway.embedded.EmbeddedFlinkSettings;
import io.freshet.gateway.embedded.server.sandbox.AllowedHosts;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ingestion Flink: Flink 1.20 with Flink CDC and Paimon 1.3 in a child JVM (a MiniCluster and a SQL Gateway on
 * 127.0.0.1, locked with a per-start secret like the main embedded Flink, whose launcher and entry point it reuses),
 * writing into the main embedded Flink's warehouse. Its gateway speaks REST API v1-v3; {@link GatewayClient}
 * switches to v3 by itself.
 */
public final class IngestFlink implements AutoCloseable {

    /** The Flink minor version the CDC connectors need. */
    static final String FLINK_VERSION_PREFIX = "1.20";

    private final EmbeddedFlink child;
    private final Path warehouse;

    private IngestFlink(EmbeddedFlink child, Path warehouse) {
        this.child = child;
        this.warehouse = warehouse;
    }

    /** Starts the child and blocks until its gateway answers; every failure is an EMBEDDED_START error. */
    public static IngestFlink start(IngestFlinkSettings settings) {
        Path lib = IngestLib.prepare(settings.home(), settings.ingestLibDir(), settings.embeddedLibDir());
        createWarehouse(settings.warehouse());
        Map<String, String> config = new HashMap<>();
        // a Paimon sink commits only at checkpoints: without them no CDC row would ever become visible
        config.put("execution.checkpointing.interval", settings.checkpointInterval().toMillis() + " ms");
        // a CDC job that ended without a savepoint (the child was stopped or died) can still resume from its last
        // checkpoint under layout().checkpoints()/<job id>/chk-N instead of taking a new snapshot
        config.put("execution.checkpointing.externalized-checkpoint-retention", "RETAIN_ON_CANCELLATION");
        // it runs only Freshet's own statements, and the administrator's source databases often live on this machine
        config.put(AllowedHosts.LOCAL_KEY, "any");
        config.putAll(settings.extraConfig());
        EmbeddedFlinkSettings childSettings = new EmbeddedFlinkSettings(settings.home(), lib, settings.javaHome(),
                settings.bindAddress(), 0, 0, settings.startTimeout(), settings.maxHeap(), config,
                List.of(settings.warehouse()), settings.runAs(), IngestFlinkSettings.NICENESS);
        IngestFlink flink = new IngestFlink(startChild(childSettings), settings.warehouse());
        flink.checkVersion();
        return flink;
    }

    /** The launcher names what it starts "the embedded Flink"; a user reading this failure must see which Flink. */
    private static EmbeddedFlink startChild(EmbeddedFlinkSettings childSettings) {
        try {
            return EmbeddedFlink.start(childSettings);
        } catch (GatewayException e) {
            throw new GatewayException(e.kind(), named(e.userMessage()), e.details(), e);
        }
    }

    static String named(String launcherMessage) {
        return launcherMessage.replace("the embedded Flink 2.0", "the ingestion Flink (Flink 1.20 with Flink CDC)")
                .replace("The embedded Flink", "The ingestion Flink (Flink 1.20 with Flink CDC)")
                .replace("the embedded Flink", "the ingestion Flink (Flink 1.20 with Flink CDC)")
                .replace("An embedded Flink", "An ingestion Flink");
    }

    /** The gateway with this start's secret, for {@code new GatewayClient(endpoint)}. */
    public GatewayEndpoint gatewayEndpoint() {
        return child.gatewayEndpoint();
    }

    public URI gatewayUri() {
        return child.gatewayUri();
    }

    /** Flink's own REST API of the ingestion MiniCluster (jobs, checkpoints, metrics), same secret. */
    public GatewayEndpoint flinkRestEndpoint() {
        return child.flinkRestEndpoint();
    }

    /** The shared Paimon warehouse, as the {@code 'warehouse'} option of a Paimon catalog wants it. */
    public String warehouseUri() {
        return FileUris.of(warehouse);
    }

    public EmbeddedFlinkLayout layout() {
        return child.layout();
    }

    public long pid() {
        return child.pid();
    }

    public boolean isAlive() {
        return child.isAlive();
    }

    /**
     * Stops the child (30 s grace, then killed). Running CDC jobs end with it, without a savepoint: stop them
     * WITH SAVEPOINT first to resume without a new snapshot.
     */
    @Override
    public void close() {
        child.close();
    }

    private void checkVersion() {
        String version = new GatewayClient(gatewayEndpoint()).info().version();
        if (!version.startsWith(FLINK_VERSION_PREFIX)) {
            close();
            throw IngestLib.startError("The ingestion Flink runs Flink " + version + ", but Flink CDC needs Flink "
                    + FLINK_VERSION_PREFIX + ". Rebuild gateway-bridge so its ingest-flink lib is complete.");
        }
    }

    private static void createWarehouse(Path warehouse) {
        try {
            Files.createDirectories(warehouse);
        } catch (IOException e) {
            throw IngestLib.startError("Cannot create the warehouse " + warehouse + ": " + e.getMessage());
        }
    }

    @Override
    public String toString() {
        return "IngestFlink[pid=" + pid() + ", gateway=" + gatewayUri() + ", warehouse=" + warehouse + "]";
    }
}
