package io.freshet.gateway.embedded;

import io.freshet.gateway.embedded.server.sandbox.AllowedHosts;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How to launch the embedded Flink child JVM.
 *
 * @param home        the one directory holding all data (warehouse, catalog store, checkpoints, logs)
 * @param libDir      Flink, Paimon and Hadoop jars plus the embedded entry-point jar
 * @param javaHome    the Java installation that runs the child (Flink 2.0 needs Java 17)
 * @param bindAddress the only address anything binds to
 * @param gatewayPort SQL Gateway REST port; 0 picks a free one
 * @param restPort    Flink (MiniCluster) REST port; 0 picks a free one
 * @param startTimeout how long to wait until the gateway answers
 * @param maxHeap     the child's -Xmx value, e.g. "1536m"
 * @param extraConfig further Flink options for the child, applied over Freshet's own (tests use it to
 *                    shorten the gateway's session idle timeout, for example)
 * @param extraRoots  local directories outside the home that the embedded Flink may also read and write
 *                    (a configured {@code file:} warehouse); every other local path is refused in the child
 * @param runAs       the OS user the child runs as when this JVM runs as root ({@code freshet.embedded.run-as}):
 *                    blank for {@code nobody} where that can work, a user name (strict), or {@code none}
 * @param niceness    how far below the launcher's own the child's OS scheduling priority is ({@code nice}'s increment,
 *                    0 to 19): a background Flink (ingestion) runs above 0, so the one users wait on gets the CPU first
 */
public record EmbeddedFlinkSettings(
        Path home,
        Path libDir,
        Path javaHome,
        String bindAddress,
        int gatewayPort,
        int restPort,
        Duration startTimeout,
        String maxHeap,
        Map<String, String> extraConfig,
        List<Path> extraRoots,
        String runAs,
        int niceness) {

    /** The largest increment that means anything: Linux and macOS stop at niceness 19. */
    public static final int MAX_NICENESS = 19;

    public EmbeddedFlinkSettings {
        extraConfig = extraConfig == null ? Map.of() : Map.copyOf(extraConfig);
        extraRoots = extraRoots == null ? List.of()
                : extraRoots.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        Objects.requireNonNull(home, "home");
        Objects.requireNonNull(libDir, "libDir");
        Objects.requireNonNull(javaHome, "javaHome");
        Objects.requireNonNull(bindAddress, "bindAddress");
        Objects.requireNonNull(startTimeout, "startTimeout");
        Objects.requireNonNull(maxHeap, "maxHeap");
        checkPort(gatewayPort, "gatewayPort");
        checkPort(restPort, "restPort");
        if (niceness < 0 || niceness > MAX_NICENESS) {
            throw new IllegalArgumentException("niceness must be 0.." + MAX_NICENESS + ", not " + niceness);
        }
        if (!maxHeap.matches("\\d+[kKmMgG]?")) {
            throw new IllegalArgumentException("maxHeap must look like 1536m or 2g, not " + maxHeap);
        }
    }

    /** At the launcher's own priority. */
    public EmbeddedFlinkSettings(Path home, Path libDir, Path javaHome, String bindAddress, int gatewayPort,
            int restPort, Duration startTimeout, String maxHeap, Map<String, String> extraConfig, List<Path> extraRoots,
            String runAs) {
        this(home, libDir, javaHome, bindAddress, gatewayPort, restPort, startTimeout, maxHeap, extraConfig, extraRoots,
                runAs, 0);
    }

    /** With the default child user (see {@code runAs}). */
    public EmbeddedFlinkSettings(Path home, Path libDir, Path javaHome, String bindAddress, int gatewayPort,
            int restPort, Duration startTimeout, String maxHeap, Map<String, String> extraConfig, List<Path> extraRoots) {
        this(home, libDir, javaHome, bindAddress, gatewayPort, restPort, startTimeout, maxHeap, extraConfig, extraRoots,
                null);
    }

    /** Without extra Flink options or roots. */
    public EmbeddedFlinkSettings(Path home, Path libDir, Path javaHome, String bindAddress, int gatewayPort,
            int restPort, Duration startTimeout, String maxHeap) {
        this(home, libDir, javaHome, bindAddress, gatewayPort, restPort, startTimeout, maxHeap, Map.of(), List.of());
    }

    /** Local defaults: this JVM's Java, 127.0.0.1, free ports, 180 s to start, 1536 MB heap. */
    public static EmbeddedFlinkSettings defaults(Path home, Path libDir) {
        return new EmbeddedFlinkSettings(home, libDir, Path.of(System.getProperty("java.home")),
                "127.0.0.1", 0, 0, Duration.ofSeconds(180), "1536m");
    }

    public EmbeddedFlinkSettings withPorts(int newGatewayPort, int newRestPort) {
        return new EmbeddedFlinkSettings(home, libDir, javaHome, bindAddress, newGatewayPort, newRestPort,
                startTimeout, maxHeap, extraConfig, extraRoots, runAs, niceness);
    }

    public EmbeddedFlinkSettings withJavaHome(Path newJavaHome) {
        return new EmbeddedFlinkSettings(home, libDir, newJavaHome, bindAddress, gatewayPort, restPort,
                startTimeout, maxHeap, extraConfig, extraRoots, runAs, niceness);
    }

    public EmbeddedFlinkSettings withStartTimeout(Duration newStartTimeout) {
        return new EmbeddedFlinkSettings(home, libDir, javaHome, bindAddress, gatewayPort, restPort,
                newStartTimeout, maxHeap, extraConfig, extraRoots, runAs, niceness);
    }

    /** The same settings with further Flink options for the child. */
    public EmbeddedFlinkSettings withExtraConfig(Map<String, String> newExtraConfig) {
        return new EmbeddedFlinkSettings(home, libDir, javaHome, bindAddress, gatewayPort, restPort,
                startTimeout, maxHeap, newExtraConfig, extraRoots, runAs, niceness);
    }

    /**
     * The same settings with the child's connection rules added to its Flink options: {@code allowedHosts} host:port
     * pairs it may reach besides its own ports, {@code remoteHosts} {@code any} or {@code listed}; blank keeps the
     * defaults. A malformed value is an {@link IllegalArgumentException} naming the setting.
     */
    public EmbeddedFlinkSettings withConnections(String allowedHosts, String remoteHosts) {
        AllowedHosts.parse(allowedHosts, remoteHosts, null);
        Map<String, String> config = new HashMap<>(extraConfig);
        if (allowedHosts != null && !allowedHosts.isBlank()) {
            config.put(AllowedHosts.CONFIG_KEY, allowedHosts.strip());
        }
        if (remoteHosts != null && !remoteHosts.isBlank()) {
            config.put(AllowedHosts.REMOTE_KEY, remoteHosts.strip());
        }
        return withExtraConfig(config);
    }

    /** The same settings with further local directories the child may use. */
    public EmbeddedFlinkSettings withExtraRoots(List<Path> newExtraRoots) {
        return new EmbeddedFlinkSettings(home, libDir, javaHome, bindAddress, gatewayPort, restPort,
                startTimeout, maxHeap, extraConfig, newExtraRoots, runAs, niceness);
    }

    /** The same settings with the child's OS user ({@code freshet.embedded.run-as}; blank: the default). */
    public EmbeddedFlinkSettings withRunAs(String newRunAs) {
        return new EmbeddedFlinkSettings(home, libDir, javaHome, bindAddress, gatewayPort, restPort,
                startTimeout, maxHeap, extraConfig, extraRoots, newRunAs, niceness);
    }

    /** The same settings with the child's niceness increment (0 to {@value #MAX_NICENESS}). */
    public EmbeddedFlinkSettings withNiceness(int newNiceness) {
        return new EmbeddedFlinkSettings(home, libDir, javaHome, bindAddress, gatewayPort, restPort,
                startTimeout, maxHeap, extraConfig, extraRoots, runAs, newNiceness);
    }

    private static void checkPort(int port, String name) {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException(name + " must be 0..65535, not " + port);
        }
    }
}
