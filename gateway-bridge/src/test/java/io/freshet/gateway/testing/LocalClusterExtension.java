package io.freshet.gateway.testing;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.cluster.ClusterSettings;
import io.freshet.gateway.cluster.LocalCluster;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Starts one real local multi-process cluster (s3proxy, JobManager, two TaskManagers, SQL Gateway) per test class
 * and stops it after the class. Register it as a static field with {@code @RegisterExtension}, or call
 * {@link #start(String)} for a cluster the caller holds. The home goes below {@code target/it-homes} and is kept, so
 * the processes' logs of a failed run can be read.
 */
public final class LocalClusterExtension implements BeforeAllCallback, AfterAllCallback {

    private LocalCluster cluster;

    @Override
    public void beforeAll(ExtensionContext context) {
        cluster = start(context.getRequiredTestClass().getSimpleName());
    }

    /**
     * Starts a cluster in a new home of this name (see {@link EmbeddedGatewayExtension#newHome}) from the jars
     * gateway-bridge's package phase puts next to the embedded lib; the caller closes it.
     */
    public static LocalCluster start(String name) {
        try {
            return LocalCluster.start(ClusterSettings.defaults(EmbeddedGatewayExtension.newHome(name),
                    EmbeddedGatewayExtension.libDir()));
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

    /** A client of the cluster's gateway (a new one each call: a restarted gateway has the same URL). */
    public GatewayClient client() {
        return new GatewayClient(cluster.gatewayUri());
    }
}
