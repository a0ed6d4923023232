package io.freshet.gateway.ingest;

import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Per test class: the shop database in a real PostgreSQL with logical replication, the ingestion Flink (Flink 1.20
 * child JVM) writing to a fresh warehouse, and one gateway session on it.
 */
public final class IngestFixture implements BeforeAllCallback, AfterAllCallback {

    static final int USERS = 1_000;
    static final int ITEMS = 200;
    static final int ORDERS = 10_000;

    private Path root;
    private ShopDatabase shop;
    private IngestFlink flink;
    private GatewaySession session;
    private OdsReader ods;
    private long startMillis;

    /** The ingestion Flink's lib as the build leaves it. */
    static Path ingestLibDir() {
        return Path.of(System.getProperty("freshet.ingest.lib-dir", "target/ingest-flink/lib")).toAbsolutePath();
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        root = Files.createTempDirectory("freshet-ingest-it");
        shop = ShopDatabase.start(USERS, ITEMS, ORDERS);
        IngestFlinkSettings settings = IngestFlinkSettings.defaults(root.resolve("ingest"), ingestLibDir(),
                EmbeddedGatewayExtension.libDir(), root.resolve("warehouse")).withCheckpointInterval(Duration.ofSeconds(1));
        long start = System.nanoTime();
        flink = IngestFlink.start(settings);
        startMillis = Duration.ofNanos(System.nanoTime() - start).toMillis();
        session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of());
        ods = new OdsReader(flink.warehouseUri());
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        try {
            if (session != null) {
                session.close();
            }
            if (flink != null) {
                flink.close();
            }
            if (ods != null) {
                ods.close();
            }
            if (shop != null) {
                // the child is gone, so its slots are inactive and can be dropped
                shop.dropReplication();
            }
        } finally {
            if (shop != null) {
                shop.close();
            }
            deleteQuietly(root);
        }
    }

    ShopDatabase shop() {
        return shop;
    }

    IngestFlink flink() {
        return flink;
    }

    GatewaySession session() {
        return session;
    }

    OdsReader ods() {
        return ods;
    }

    long startMillis() {
        return startMillis;
    }

    /** The child's resident memory now, from /proc (0 where there is none). */
    long childRssMib() {
        try {
            return Files.readAllLines(Path.of("/proc/" + flink.pid() + "/status")).stream()
                    .filter(line -> line.startsWith("VmRSS:"))
                    .map(line -> Long.parseLong(line.replaceAll("\\D", "")) / 1024).findFirst().orElse(0L);
        } catch (IOException e) {
            return 0;
        }
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException ignored) {
            // a temporary directory; the OS cleans it eventually
        }
    }
}
