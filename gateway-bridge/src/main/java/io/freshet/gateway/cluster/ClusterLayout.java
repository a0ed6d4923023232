package io.freshet.gateway.cluster;

import java.nio.file.Path;

/** Where the local cluster keeps everything, below one home directory. */
public record ClusterLayout(Path home) {

    /** The object store's bucket: a directory under {@link #objectStoreData()}. */
    public static final String BUCKET = "freshet";

    public ClusterLayout {
        home = home.toAbsolutePath().normalize();
    }

    /** Owner-only: Flink's config.yaml, the object store's settings and credentials. */
    public Path confDir() {
        return home.resolve("conf");
    }

    public Path flinkConfigFile() {
        return confDir().resolve("config.yaml");
    }

    /** s3proxy's settings, with this start's credentials (0600). */
    public Path objectStoreProperties() {
        return confDir().resolve("s3proxy.properties");
    }

    /** The endpoint, bucket and credentials of this start, for tools of the same OS user (0600). */
    public Path objectStoreAccessFile() {
        return confDir().resolve("object-store.properties");
    }

    /** Flink's plugins dir: {@code s3/} holds Flink's S3 file system (checkpoints and savepoints). */
    public Path pluginsDir() {
        return home.resolve("plugins");
    }

    /** s3proxy's file system back end: one directory per bucket. */
    public Path objectStoreData() {
        return home.resolve("s3");
    }

    /** Where the warehouse's files end up on disk ({@code s3://freshet/warehouse}). */
    public Path warehouseData() {
        return objectStoreData().resolve(BUCKET).resolve("warehouse");
    }

    public Path catalogStore() {
        return home.resolve("catalog-store");
    }

    public Path logDir() {
        return home.resolve("log");
    }

    public Path logFile(String process) {
        return logDir().resolve(process + ".log");
    }

    public Path outFile(String process) {
        return logDir().resolve(process + ".out");
    }

    /** The gateway's record of scheduled refreshes (see the embedded Flink's ScheduledRefreshLog). */
    public Path scheduledRefreshes() {
        return logDir().resolve("scheduled-refreshes.tsv");
    }

    public Path tmpDir() {
        return home.resolve("tmp");
    }

    /** Held by the launcher: one cluster per home. */
    public Path launcherLock() {
        return home.resolve("cluster.lock");
    }

    /** Written by {@link ClusterMain} once the cluster is up: its pid and addresses, no secrets. */
    public Path stateFile() {
        return home.resolve("cluster.properties");
    }
}
