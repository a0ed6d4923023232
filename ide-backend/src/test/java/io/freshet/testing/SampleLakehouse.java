package io.freshet.testing;

import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One started embedded Flink with the e-commerce sample deployed into catalog {@code lakehouse} (see
 * {@link SampleLakehouseExtension}), and a folder beside its home for warehouses of other catalogs on the same Flink.
 */
final class SampleLakehouse implements AutoCloseable {

    private static final Path PROJECT = Path.of("..", "sample-projects", "ecommerce");
    private static final Duration JOBS_END = Duration.ofMinutes(2);

    private final EmbeddedFlink flink;
    private final GatewayClient client;
    private final Path ownWarehouses;
    private final AtomicInteger classes = new AtomicInteger();

    private SampleLakehouse(EmbeddedFlink flink, Path ownWarehouses) {
        this.flink = flink;
        this.client = new GatewayClient(flink.gatewayEndpoint());
        this.ownWarehouses = ownWarehouses;
    }

    /** Starts the Flink (its home named after {@code name}) and deploys the sample. */
    static SampleLakehouse start(String name) {
        Path home = EmbeddedGatewayExtension.newHome(name);
        // a class's own catalog keeps its warehouse here: the child may use it, as a configured warehouse
        Path ownWarehouses = home.resolveSibling(home.getFileName() + "-warehouses");
        SampleLakehouse lakehouse = new SampleLakehouse(EmbeddedGatewayExtension.start(
                EmbeddedGatewayExtension.settings(home).withExtraRoots(List.of(ownWarehouses))), ownWarehouses);
        try (GatewaySession session = lakehouse.client.session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists(SampleLakehouseExtension.CATALOG,
                    lakehouse.flink.layout().warehouse()));
            ProjectScripts.deploy(session, PROJECT);
            return lakehouse;
        } catch (RuntimeException | Error e) {
            lakehouse.close();
            throw e;
        }
    }

    EmbeddedFlink flink() {
        return flink;
    }

    GatewayClient client() {
        return client;
    }

    /** A warehouse folder of this name for a catalog of a class's own, beside the sample's. */
    Path ownWarehouse(String name) {
        return ownWarehouses.resolve(name);
    }

    /** A class starts on this lakehouse; true for the first one, which finds the sample as deployed. */
    boolean arrive() {
        return classes.getAndIncrement() == 0;
    }

    /**
     * Cancels the jobs a class left running except the sample's continuous refresh jobs, which are part of the
     * deployed sample; returns how many it cancelled.
     */
    int cancelStrayJobs() {
        FlinkRestClient rest = new FlinkRestClient(flink.flinkRestEndpoint());
        List<String> stray = rest.jobs().stream().filter(job -> !job.state().ended() && !isSampleRefresh(job))
                .map(FlinkJob::id).toList();
        stray.forEach(rest::cancel);
        Poll.await(JOBS_END, () -> rest.jobs().stream().filter(job -> stray.contains(job.id()) && !job.state().ended())
                .toList(), List::isEmpty, "the jobs left running to end");
        return stray.size();
    }

    private static boolean isSampleRefresh(FlinkJob job) {
        return RefreshJobName.parse(job.name()).filter(name -> name.kind() == RefreshJobName.Kind.CONTINUOUS)
                .filter(name -> SampleLakehouseExtension.CATALOG.equals(name.table().parts().get(0))).isPresent();
    }

    @Override
    public void close() {
        flink.close();
    }
}
