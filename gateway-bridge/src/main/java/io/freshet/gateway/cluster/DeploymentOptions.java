package io.freshet.gateway.cluster;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The Flink options every Freshet deployment needs whatever its hosts and sizes: the tested local cluster writes them,
 * and the deployment tests check that docker-compose's Flink image and gateway hold the same values.
 */
public final class DeploymentOptions {

    /**
     * Freshet's sealed secrets (Settings &gt; Secrets) holding the keys of its own reads of an S3 warehouse; a key
     * is never one of {@link #freshetCatalog}'s properties.
     */
    public static final List<String> FRESHET_CATALOG_SECRETS = List.of("catalog.s3.access-key", "catalog.s3.secret-key");

    private DeploymentOptions() {
    }

    /** Option key to value; sorted so a mismatch reads the same in every report. */
    public static Map<String, String> required() {
        Map<String, String> options = new TreeMap<>();
        // materialized tables reject the 'local' target: the gateway submits to the JobManager over REST
        options.put("execution.target", "remote");
        // Quartz in the gateway runs FULL-mode refreshes; its schedules live in the gateway process's memory
        options.put("workflow-scheduler.type", "embedded");
        // without a shared catalog store the scheduler's own session cannot see catalogs made elsewhere
        options.put("table.catalog-store.kind", "file");
        // the REST API has no authentication: at least no jar upload-and-run
        options.put("web.submit.enable", "false");
        // S3-compatible stores without per-bucket virtual hosts (s3proxy, MinIO)
        options.put("s3.path.style.access", "true");
        // S3A deletes the parents' directory markers after every file it writes unless told to keep them; s3proxy's
        // folder back end sleeps ~10 s per such delete, and no store needs the deletes (Hadoop 3.4's default is keep)
        options.put("s3.directory.marker.retention", "keep");
        // S3A's cached file system keeps upload threads whose context class loader is the job that created them; a
        // later job's write on such a thread, after that job ended, failed with "Trying to access closed classloader"
        // (1 refresh in 90 on the tested cluster); Flink's documented switch for a leak in a third-party library
        options.put("classloader.check-leaked-classloader", "false");
        // Flink's default (NONE) fills one TaskManager's slots before the next: a backfill's refreshes all ran on
        // one TaskManager while the other sat idle (docs/benchmarks.md, issue 18); SLOTS spreads them
        options.put("taskmanager.load-balance.mode", "SLOTS");
        return options;
    }

    /**
     * Freshet's properties for reading, with Paimon's own S3 file IO, the warehouse the cluster writes: the warehouse,
     * the store's endpoint (the one Flink's {@code s3.endpoint} names) and its path style (the same as Flink's).
     */
    public static Map<String, String> freshetCatalog(String warehouse, String s3Endpoint) {
        Map<String, String> properties = new TreeMap<>();
        properties.put("freshet.catalog.warehouse", warehouse);
        properties.put("freshet.catalog.s3.endpoint", s3Endpoint);
        properties.put("freshet.catalog.s3.path-style-access", required().get("s3.path.style.access"));
        return properties;
    }
}
