package io.freshet.gateway.testing;

import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.flink.FlinkRestClient;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.time.Duration;

/**
 * The run's one shared embedded Flink (see {@link EmbeddedGatewayExtension#shared()}): started by the first class that
 * asks, kept in the root context's store and closed by JUnit when the whole run ends. A start costs 15-30 s of a
 * 2-core CI machine; the classes on it keep their tables apart by names of their own, and leave no job running.
 */
final class SharedGateway implements ExtensionContext.Store.CloseableResource {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedGateway.class);
    private static final Duration JOBS_END = Duration.ofMinutes(2);

    private final EmbeddedFlink flink;

    private SharedGateway(EmbeddedFlink flink) {
        this.flink = flink;
    }

    /** The run's shared embedded Flink, started on the first call. */
    static SharedGateway of(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(SharedGateway.class, key -> new SharedGateway(
                EmbeddedGatewayExtension.start(EmbeddedGatewayExtension.newHome("SharedGateway"))), SharedGateway.class);
    }

    EmbeddedFlink flink() {
        return flink;
    }

    /** Cancels the jobs a class left running (see {@link RunningJobs}); returns how many. */
    int cancelRunningJobs() {
        return RunningJobs.cancelAll(new FlinkRestClient(flink.flinkRestEndpoint()), JOBS_END);
    }

    @Override
    public void close() {
        flink.close();
    }
}
