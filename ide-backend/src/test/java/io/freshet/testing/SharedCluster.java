package io.freshet.testing;

import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.cluster.LocalCluster;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.testing.LocalClusterExtension;
import io.freshet.gateway.testing.RunningJobs;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Locale;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The one local multi-process Flink cluster (started by gateway-bridge's {@link LocalClusterExtension}) and the one
 * PostgreSQL server of a test JVM: the first test class that asks starts them, every later one reuses them, and JUnit
 * stops them once, when the whole run ends (a resource in the root context's store). Starting both takes about a
 * minute on a busy 2-core machine; each class gets its own database on the server, and leaves the cluster without
 * running jobs.
 */
public final class SharedCluster implements ExtensionContext.Store.CloseableResource {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedCluster.class);

    /** One class's own PostgreSQL database on the shared server. */
    public record Database(String jdbcUrl, String user, DataSource dataSource) {
    }

    private final LocalCluster cluster;
    private final EmbeddedPostgres postgres;

    private SharedCluster(LocalCluster cluster, EmbeddedPostgres postgres) {
        this.cluster = cluster;
        this.postgres = postgres;
    }

    /** The run's shared cluster and server, started on the first call. */
    public static SharedCluster of(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(SharedCluster.class, key -> start(),
                SharedCluster.class);
    }

    private static SharedCluster start() {
        LocalCluster cluster = LocalClusterExtension.start("SharedCluster");
        try {
            return new SharedCluster(cluster, EmbeddedPostgres.builder()
                    .setServerConfig("listen_addresses", "127.0.0.1").start());
        } catch (IOException | RuntimeException e) {
            cluster.close();
            throw new IllegalStateException("PostgreSQL did not start", e);
        }
    }

    public LocalCluster cluster() {
        return cluster;
    }

    /** The JobManager's REST API, through Freshet's own client. */
    public FlinkRestClient flink() {
        return new FlinkRestClient(GatewayEndpoint.of(cluster.flinkRestUri()));
    }

    /** A new, empty database of this name (a test class's), so classes never see each other's metadata. */
    public Database newDatabase(String name) {
        String database = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + database);
            statement.execute("CREATE DATABASE " + database);
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot create the database " + database, e);
        }
        return new Database(postgres.getJdbcUrl("postgres", database), "postgres",
                postgres.getDatabase("postgres", database));
    }

    /**
     * Cancels every job still running (a class's continuous jobs) and waits until they ended, so the next class
     * finds the task slots free and no job competing for the 2 cores.
     */
    public void cancelRunningJobs() {
        RunningJobs.cancelAll(flink(), Duration.ofMinutes(2));
    }

    @Override
    public void close() throws IOException {
        try {
            cluster.close();
        } finally {
            postgres.close();
        }
    }
}
