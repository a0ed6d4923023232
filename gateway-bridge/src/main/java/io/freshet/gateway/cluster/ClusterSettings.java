package io.freshet.gateway.cluster;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * How to launch the local multi-process Flink cluster.
 *
 * @param home            the one directory holding everything (conf, object store data, catalog store, logs)
 * @param libDir          the embedded Flink's lib dir (Flink, Paimon, Hadoop, connectors, Freshet's entry points)
 * @param clusterJarsDir  the cluster's extra jars: {@code s3proxy/}, {@code plugins/s3/} and {@code lib/} (paimon-s3)
 * @param javaHome        the Java that runs every process (Flink 2.0 needs 17 to 21)
 * @param bindAddress     the only address anything binds to
 * @param taskManagers    how many TaskManager processes
 * @param slotsPerTaskManager task slots of each TaskManager
 * @param startTimeout    how long each process may take until it answers
 * @param runAs           the OS user every process runs as when the launcher runs as root: the embedded Flink's
 *                        setting ({@code freshet.embedded.run-as}, {@code FRESHET_FLINK_RUN_AS}); blank for
 *                        {@code nobody} where that works, {@code none} for the launcher's own user
 */
public record ClusterSettings(Path home, Path libDir, Path clusterJarsDir, Path javaHome, String bindAddress,
        int taskManagers, int slotsPerTaskManager, Duration startTimeout, String runAs) {

    public ClusterSettings {
        Objects.requireNonNull(home, "home");
        Objects.requireNonNull(libDir, "libDir");
        Objects.requireNonNull(clusterJarsDir, "clusterJarsDir");
        Objects.requireNonNull(javaHome, "javaHome");
        Objects.requireNonNull(bindAddress, "bindAddress");
        Objects.requireNonNull(startTimeout, "startTimeout");
        home = home.toAbsolutePath().normalize();
        runAs = runAs == null ? "" : runAs;
        if (taskManagers < 1 || slotsPerTaskManager < 1) {
            throw new IllegalArgumentException("At least one TaskManager with one slot is needed");
        }
    }

    /**
     * Local defaults: this JVM's Java, 127.0.0.1, two TaskManagers with 4 slots each, 240 s per process, the default
     * user (see {@code runAs}); the extra jars next to the lib dir ({@code target/embedded-flink/cluster}, where the
     * gateway-bridge build puts them).
     */
    public static ClusterSettings defaults(Path home, Path libDir) {
        Path lib = libDir.toAbsolutePath().normalize();
        return new ClusterSettings(home, lib, lib.resolveSibling("cluster"), Path.of(System.getProperty("java.home")),
                "127.0.0.1", 2, 4, Duration.ofSeconds(240), "");
    }

    /** The same with the processes' OS user ({@code freshet.embedded.run-as}; blank: the default). */
    public ClusterSettings withRunAs(String newRunAs) {
        return new ClusterSettings(home, libDir, clusterJarsDir, javaHome, bindAddress, taskManagers,
                slotsPerTaskManager, startTimeout, newRunAs);
    }
}
