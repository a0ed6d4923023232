package io.freshet.gateway.embedded.server;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestOptions;
import org.apache.flink.configuration.TaskManagerOptions;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.table.gateway.SqlGateway;
import org.apache.flink.table.gateway.service.context.DefaultContext;
import org.apache.flink.table.gateway.service.session.SessionManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URI;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/** A MiniCluster plus a SQL Gateway REST endpoint that submits to it, in this JVM. */
final class LocalFlinkCluster {

    private static final Logger LOG = LoggerFactory.getLogger(LocalFlinkCluster.class);
    private static final long CLUSTER_CLOSE_TIMEOUT_SECONDS = 20;

    private final Configuration config;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private MiniCluster miniCluster;
    private SqlGateway gateway;

    LocalFlinkCluster(Configuration config) {
        this.config = config;
    }

    void start() throws Exception {
        MiniClusterConfiguration clusterConfig = new MiniClusterConfiguration.Builder()
                .setConfiguration(config)
                .setNumTaskManagers(1)
                // the builder overwrites the slot count from the configuration, so pass it explicitly
                .setNumSlotsPerTaskManager(config.get(TaskManagerOptions.NUM_TASK_SLOTS))
                .build();
        miniCluster = new MiniCluster(clusterConfig);
        miniCluster.start();
        URI restAddress = miniCluster.getRestAddress().get(60, TimeUnit.SECONDS);
        LOG.info("Flink MiniCluster REST endpoint at {}", restAddress);

        // execution.target 'remote' (materialized tables reject 'local') must point at the actual port
        Configuration gatewayConfig = new Configuration(config);
        gatewayConfig.set(RestOptions.ADDRESS, restAddress.getHost());
        gatewayConfig.set(RestOptions.PORT, restAddress.getPort());
        gateway = new SqlGateway(gatewayConfig, SessionManager.create(new DefaultContext(gatewayConfig, List.of())));
        gateway.start();
        String logFile = System.getProperty("log.file");
        if (logFile != null) {
            ScheduledRefreshLog.install(java.nio.file.Path.of(logFile).resolveSibling(ScheduledRefreshLog.FILE_NAME));
        }
    }

    /** Idempotent: called from the parent watch, the main thread and the JVM shutdown hook. */
    void stop() {
        if (!stopped.compareAndSet(false, true)) {
            return;
        }
        if (gateway != null) {
            try {
                gateway.stop();
                LOG.info("SQL Gateway stopped");
            } catch (RuntimeException e) {
                LOG.warn("Stopping the SQL Gateway failed", e);
            }
        }
        if (miniCluster != null) {
            try {
                miniCluster.closeAsync().get(CLUSTER_CLOSE_TIMEOUT_SECONDS, TimeUnit.SECONDS);
                LOG.info("Flink MiniCluster stopped");
            } catch (Exception e) {
                LOG.warn("Stopping the Flink MiniCluster failed", e);
            }
        }
    }
}
