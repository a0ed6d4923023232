package io.freshet.gateway.ingest;

import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * Per test class: the shop database in a real PostgreSQL with logical replication, the ingestion Flink (Flink 1.20
 * child JVM) writing to the warehouse of a main embedded Flink home, and one gateway session on it. The main embedded
 * Flink 2.0 itself starts only when a test asks for it. Homes stay below target/it-homes for their logs.
 */
public final class IngestFixture implements BeforeAllCallback, AfterAllCallback {

    static final int USERS = 1_000;
    static final int ITEMS = 200;
    static final int ORDERS = 10_000;

    private Path root;
    private ShopDatabase shop;
    private IngestFlink flink;
    private GatewayClient client;
    private GatewaySession session;
    private OdsReader ods;
    private long startMillis;
    private EmbeddedFlink mainFlink;

    /** The ingestion Flink's lib as the build leaves it. */
    static Path ingestLibDir() {
        return Path.of(System.getProperty("freshet.ingest.lib-dir", "target/ingest-flink/lib")).toAbsolutePath();
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        root = EmbeddedGatewayExtension.newHome(context.getRequiredTestClass().getSimpleName());
        shop = ShopDatabase.start(USERS, ITEMS, ORDERS);
        IngestFlinkSettings settings = IngestFlinkSettings.defaults(root.resolve("ingest"), ingestLibDir(),
                EmbeddedGatewayExtension.libDir(), mainLayout().warehouse())
                .withCheckpointInterval(Duration.ofSeconds(1));
        long start = System.nanoTime();
        flink = IngestFlink.start(settings);
        startMillis = Duration.ofNanos(System.nanoTime() - start).toMillis();
        client = new GatewayClient(flink.gatewayEndpoint());
        session = client.session(Map.of());
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
            if (mainFlink != null) {
                mainFlink.close();
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
        }
    }

    ShopDatabase shop() {
        return shop;
    }

    IngestFlink flink() {
        return flink;
    }

    GatewayClient client() {
        return client;
    }

    GatewaySession session() {
        return session;
    }

    OdsReader ods() {
        return ods;
    }

    /** The main embedded Flink 2.0 (Paimon 1.4.2) on the same warehouse, started on first call. */
    synchronized EmbeddedFlink mainFlink() {
        if (mainFlink == null) {
            mainFlink = EmbeddedGatewayExtension.start(mainLayout().home());
        }
        return mainFlink;
    }

    private EmbeddedFlinkLayout mainLayout() {
        return EmbeddedFlinkLayout.of(root.resolve("main"));
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
}
