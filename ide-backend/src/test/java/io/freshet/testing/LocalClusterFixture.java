package io.freshet.testing;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.cluster.ClusterSettings;
import io.freshet.gateway.cluster.LocalCluster;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real local multi-process Flink cluster (s3proxy, JobManager, two TaskManagers, SQL Gateway; gateway-bridge's
 * {@link LocalCluster}) per test class, from the jars gateway-bridge's package phase puts next to the embedded lib
 * ({@link SharedCluster} holds one for a whole test run).
 * The home goes below {@code target/it-homes} and is kept for the processes' logs.
 */
public final class LocalClusterFixture implements BeforeAllCallback, AfterAllCallback {

    private LocalCluster cluster;

    @Override
    public void beforeAll(ExtensionContext context) {
        cluster = start(context.getRequiredTestClass().getSimpleName() + "-cluster");
    }

    /** Starts a cluster in a new home of this name (see {@link #newHome}); the caller closes it. */
    static LocalCluster start(String name) {
        Path libDir = Path.of(System.getProperty("freshet.embedded.lib-dir",
                "../gateway-bridge/target/embedded-flink/lib")).toAbsolutePath();
        try {
            return LocalCluster.start(ClusterSettings.defaults(newHome(name), libDir));
        } catch (GatewayException e) {
            throw new IllegalStateException(e.userMessage() + "\n" + e.details(), e);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (cluster != null) {
            cluster.close();
        }
    }

    public LocalCluster cluster() {
        return cluster;
    }

    /** A new directory below {@code target/it-homes}, named after the test and the time. */
    public static Path newHome(String name) {
        Path root = Path.of("target", "it-homes").toAbsolutePath();
        try {
            Files.createDirectories(root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return root.resolve(name + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")));
    }
}
