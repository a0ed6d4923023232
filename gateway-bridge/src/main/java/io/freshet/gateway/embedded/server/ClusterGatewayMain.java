package io.freshet.gateway.embedded.server;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.GlobalConfiguration;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.core.plugin.PluginUtils;
import org.apache.flink.table.gateway.SqlGateway;
import org.apache.flink.table.gateway.service.context.DefaultContext;
import org.apache.flink.table.gateway.service.session.SessionManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The SQL Gateway process of the local multi-process cluster: Flink's gateway over a generated conf dir, plus what
 * Flink's own {@code SqlGateway} main lacks here: Flink's file system plugins (the S3 plugin for checkpoints) and
 * Freshet's record of scheduled refreshes. Stops when the launcher says "stop" or goes away.
 *
 * <p>Usage: {@code ClusterGatewayMain <conf dir>} (the dir holding {@code config.yaml}).
 */
public final class ClusterGatewayMain {

    private static final Logger LOG = LoggerFactory.getLogger(ClusterGatewayMain.class);

    private ClusterGatewayMain() {
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("Usage: ClusterGatewayMain <conf dir>");
            System.exit(EmbeddedFlinkMain.EXIT_USAGE);
            return;
        }
        Configuration config = GlobalConfiguration.loadConfiguration(args[0]);
        FileSystem.initialize(config, PluginUtils.createPluginManagerFromRootFolder(config));
        SqlGateway gateway = new SqlGateway(config, SessionManager.create(new DefaultContext(config, List.of())));
        AtomicBoolean stopped = new AtomicBoolean();
        Runnable stop = () -> {
            if (stopped.compareAndSet(false, true)) {
                gateway.stop();
                LOG.info("SQL Gateway stopped");
            }
        };
        CountDownLatch stopRequested = new CountDownLatch(1);
        ParentWatch.start(stopRequested::countDown);
        Runtime.getRuntime().addShutdownHook(new Thread(stop, "freshet-gateway-shutdown"));
        try {
            gateway.start();
        } catch (Exception e) {
            LOG.error("The SQL Gateway failed to start", e);
            System.err.println("The SQL Gateway failed to start: " + e);
            System.exit(EmbeddedFlinkMain.EXIT_START_FAILED);
            return;
        }
        String logFile = System.getProperty("log.file");
        if (logFile != null) {
            ScheduledRefreshLog.install(Path.of(logFile).resolveSibling(ScheduledRefreshLog.FILE_NAME));
        }
        LOG.info("Freshet cluster SQL Gateway is ready (pid {})", ProcessHandle.current().pid());
        try {
            stopRequested.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        stop.run();
        // Flink leaves non-daemon threads behind; exit explicitly
        System.exit(0);
    }
}
