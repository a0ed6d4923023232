package io.freshet.gateway.cluster;

import java.util.Map;
import java.util.TreeMap;

/**
 * The Flink options every Freshet deployment needs whatever its hosts and sizes: the tested local cluster writes them,
 * and the deployment tests check that docker-compose's Flink image and gateway hold the same values.
 */
public final class DeploymentOptions {

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
        return options;
    }
}
