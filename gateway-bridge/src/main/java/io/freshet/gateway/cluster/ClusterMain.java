package io.freshet.gateway.cluster;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.embedded.ChildUser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.CountDownLatch;

/**
 * The launcher behind {@code scripts/cluster.sh start}: starts the local cluster, writes its addresses to
 * {@code <home>/cluster.properties} and holds the processes until it gets SIGTERM ({@code cluster.sh stop}). Run as
 * root, it starts them as {@code FRESHET_FLINK_RUN_AS} (blank: {@code nobody}), as Freshet starts its embedded Flink.
 *
 * <p>Usage: {@code ClusterMain <home> <embedded Flink lib dir>}.
 */
public final class ClusterMain {

    private ClusterMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length != 2) {
            System.err.println("Usage: ClusterMain <home> <embedded Flink lib dir>");
            System.exit(2);
            return;
        }
        ClusterSettings settings = ClusterSettings.defaults(Path.of(args[0]), Path.of(args[1]))
                .withRunAs(System.getenv(ChildUser.ENVIRONMENT));
        LocalCluster cluster;
        try {
            cluster = LocalCluster.start(settings);
        } catch (GatewayException e) {
            System.err.println(e.getMessage());
            System.exit(1);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("Stopping the local cluster");
            cluster.close();
            deleteQuietly(cluster.layout().stateFile());
            stopped.countDown();
        }, "freshet-cluster-shutdown"));
        try {
            writeState(cluster);
        } catch (IOException e) {
            System.err.println("Cannot write " + cluster.layout().stateFile() + ": " + e.getMessage());
            System.exit(1);
        }
        System.out.println(summary(cluster));
        stopped.await();
    }

    static String summary(LocalCluster cluster) {
        StringBuilder text = new StringBuilder("Freshet local cluster is up:\n");
        cluster.processes().forEach(p -> text.append(String.format("  %-14s pid %-8d started in %6d ms%n", p.name(),
                p.pid(), p.readyMillis())));
        text.append("  SQL Gateway     ").append(cluster.gatewayUri()).append('\n')
                .append("  Flink REST      ").append(cluster.flinkRestUri()).append('\n')
                .append("  S3 endpoint     ").append(cluster.objectStore().endpoint()).append('\n')
                .append("  warehouse       ").append(cluster.objectStore().warehouse()).append('\n')
                .append("  OS user         ").append(cluster.processUser().map(ChildUser::name)
                        .orElse("the launcher's own")).append('\n')
                .append("  credentials     ").append(cluster.layout().objectStoreAccessFile()).append('\n');
        return text.toString();
    }

    /** Addresses only (the credentials stay in their 0600 file); written last, so it also means "ready". */
    private static void writeState(LocalCluster cluster) throws IOException {
        Path state = cluster.layout().stateFile();
        Path partial = state.resolveSibling(state.getFileName() + ".tmp");
        Files.writeString(partial, "pid=" + ProcessHandle.current().pid() + "\n"
                + "gateway-url=" + cluster.gatewayUri() + "\n"
                + "flink-rest-url=" + cluster.flinkRestUri() + "\n"
                + "s3-endpoint=" + cluster.objectStore().endpoint() + "\n"
                + "warehouse=" + cluster.objectStore().warehouse() + "\n"
                + "credentials-file=" + cluster.layout().objectStoreAccessFile() + "\n", StandardCharsets.UTF_8);
        Files.move(partial, state, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a stale state file is recognised by its dead pid
        }
    }
}
