package io.freshet.gateway.embedded;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the embedded Flink keeps everything, all below one home directory. Only some of it is open to
 * the jobs and statements Flink runs: see {@link #allowedRoots(List)}.
 */
public record EmbeddedFlinkLayout(Path home) {

    /** The name of {@link #scheduledRefreshes()}, next to {@link #logFile()}. */
    public static final String SCHEDULED_REFRESHES = "scheduled-refreshes.tsv";

    public EmbeddedFlinkLayout {
        home = home.toAbsolutePath().normalize();
    }

    public static EmbeddedFlinkLayout of(Path home) {
        return new EmbeddedFlinkLayout(home);
    }

    /** The Paimon warehouse of the default catalog. */
    public Path warehouse() {
        return home.resolve("warehouse");
    }

    /** Flink's file catalog store: catalogs created in one session survive restarts and other sessions. */
    public Path catalogStore() {
        return home.resolve("catalog-store");
    }

    public Path checkpoints() {
        return home.resolve("checkpoints");
    }

    public Path savepoints() {
        return home.resolve("savepoints");
    }

    public Path logDir() {
        return home.resolve("log");
    }

    /** The child's log4j log. */
    public Path logFile() {
        return logDir().resolve("flink-gateway.log");
    }

    /**
     * Each refresh Flink's workflow scheduler fired, one tab-separated line (fire time ms, end ms, table, OK or FAILED,
     * escaped text): the only record of one that failed before it had a job.
     */
    public Path scheduledRefreshes() {
        return logDir().resolve(SCHEDULED_REFRESHES);
    }

    /** The child's raw stdout and stderr (JVM crashes, early class-path errors). */
    public Path outFile() {
        return logDir().resolve("flink-gateway.out");
    }

    /** Flink's temporary files (blobs, the planner jar it unpacks); emptied at each start. */
    public Path tmpDir() {
        return home.resolve("tmp");
    }

    /** Generated configuration of the last start, kept for troubleshooting. */
    public Path confDir() {
        return home.resolve("conf");
    }

    public Path flinkConfigFile() {
        return confDir().resolve("flink-config.properties");
    }

    /**
     * The only local directories the child's Flink file system may touch: the data of tables, catalogs
     * and jobs, plus the given extra ones. The configuration, logs and locks stay out of reach.
     */
    public List<Path> allowedRoots(List<Path> extraRoots) {
        List<Path> roots = new ArrayList<>(List.of(warehouse(), catalogStore(), checkpoints(), savepoints(), tmpDir()));
        extraRoots.forEach(root -> roots.add(root.toAbsolutePath().normalize()));
        return List.copyOf(roots);
    }

    /**
     * The per-start secret of the child's REST ports (0600, replaced at each start, deleted at a clean stop);
     * a tool of the same OS user may read it to call the embedded gateway: {@code Authorization: Bearer <it>}.
     */
    public Path restTokenFile() {
        return confDir().resolve("rest-token");
    }

    /** Held by the launching JVM: one Freshet per home. */
    public Path launcherLock() {
        return home.resolve("freshet.lock");
    }

    /** Held by the child JVM while it runs, so a new launch waits for an old child to finish. */
    public Path childLock() {
        return home.resolve("flink.lock");
    }
}
