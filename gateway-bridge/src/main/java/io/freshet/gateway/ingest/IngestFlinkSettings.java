package io.freshet.gateway.ingest;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;

/**
 * How to launch the ingestion Flink.
 *
 * @param home               its own directory (configuration, catalog store, checkpoints, savepoints, logs, lib);
 *                           not the main embedded Flink's home, e.g. {@code <freshet home>/ingest}
 * @param ingestLibDir       the Flink 1.20 + Flink CDC + Paimon 1.3 + Hadoop jars
 *                           ({@code gateway-bridge/target/ingest-flink/lib} after {@code package})
 * @param embeddedLibDir     the main embedded Flink's lib, for its entry-point jar ({@code *-embedded.jar}) only
 * @param warehouse          the Paimon warehouse the main embedded Flink uses; the only directory outside its home
 *                           the ingestion Flink may write
 * @param javaHome           the Java that runs the child (17)
 * @param bindAddress        the only address anything binds to
 * @param startTimeout       how long to wait until its gateway answers
 * @param maxHeap            the child's -Xmx, e.g. "1g"
 * @param checkpointInterval how often the CDC jobs checkpoint; Paimon commits at each checkpoint, so this is the
 *                           least delay from a source commit to the row in the ODS table
 * @param extraConfig        further Flink options, applied last
 * @param runAs              the OS user the child runs as when Freshet runs as root: the main embedded Flink's
 *                           ({@code freshet.embedded.run-as}), since both write the same warehouse
 */
public record IngestFlinkSettings(
        Path home,
        Path ingestLibDir,
        Path embeddedLibDir,
        Path warehouse,
        Path javaHome,
        String bindAddress,
        Duration startTimeout,
        String maxHeap,
        Duration checkpointInterval,
        Map<String, String> extraConfig,
        String runAs) {

    /**
     * How far below Freshet's own the ingestion child's CPU priority is: on a laptop's few cores a CDC snapshot or a
     * restarting CDC job took the CPU from the main embedded Flink, and editor queries waited a minute (issue 37);
     * at 10 the CDC jobs get what users leave. Their commit-to-ODS delay grows while the machine is busy instead.
     */
    public static final int NICENESS = 10;

    public IngestFlinkSettings {
        Objects.requireNonNull(home, "home");
        Objects.requireNonNull(ingestLibDir, "ingestLibDir");
        Objects.requireNonNull(embeddedLibDir, "embeddedLibDir");
        Objects.requireNonNull(warehouse, "warehouse");
        Objects.requireNonNull(javaHome, "javaHome");
        Objects.requireNonNull(bindAddress, "bindAddress");
        Objects.requireNonNull(startTimeout, "startTimeout");
        Objects.requireNonNull(maxHeap, "maxHeap");
        Objects.requireNonNull(checkpointInterval, "checkpointInterval");
        home = home.toAbsolutePath().normalize();
        warehouse = warehouse.toAbsolutePath().normalize();
        extraConfig = extraConfig == null ? Map.of() : Map.copyOf(extraConfig);
        if (checkpointInterval.isNegative() || checkpointInterval.isZero()) {
            throw new IllegalArgumentException("checkpointInterval must be positive, not " + checkpointInterval);
        }
        if (home.startsWith(warehouse) || warehouse.startsWith(home)) {
            throw new IllegalArgumentException("The ingestion Flink's home " + home
                    + " and the warehouse " + warehouse + " must not contain one another");
        }
    }

    /** With the default child user. */
    public IngestFlinkSettings(Path home, Path ingestLibDir, Path embeddedLibDir, Path warehouse, Path javaHome,
            String bindAddress, Duration startTimeout, String maxHeap, Duration checkpointInterval,
            Map<String, String> extraConfig) {
        this(home, ingestLibDir, embeddedLibDir, warehouse, javaHome, bindAddress, startTimeout, maxHeap,
                checkpointInterval, extraConfig, null);
    }

    /** Local defaults: this JVM's Java, 127.0.0.1, 180 s to start, 1 GB heap, a checkpoint every 10 s. */
    public static IngestFlinkSettings defaults(Path home, Path ingestLibDir, Path embeddedLibDir, Path warehouse) {
        return new IngestFlinkSettings(home, ingestLibDir, embeddedLibDir, warehouse,
                Path.of(System.getProperty("java.home")), "127.0.0.1", Duration.ofSeconds(180), "1g",
                Duration.ofSeconds(10), Map.of());
    }

    public IngestFlinkSettings withCheckpointInterval(Duration interval) {
        return new IngestFlinkSettings(home, ingestLibDir, embeddedLibDir, warehouse, javaHome, bindAddress,
                startTimeout, maxHeap, interval, extraConfig, runAs);
    }

    /** The same with the child's OS user ({@code freshet.embedded.run-as}; blank: the default). */
    public IngestFlinkSettings withRunAs(String newRunAs) {
        return new IngestFlinkSettings(home, ingestLibDir, embeddedLibDir, warehouse, javaHome, bindAddress,
                startTimeout, maxHeap, checkpointInterval, extraConfig, newRunAs);
    }
}
