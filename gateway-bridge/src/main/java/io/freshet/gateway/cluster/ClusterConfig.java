package io.freshet.gateway.cluster;

import io.freshet.gateway.FileUris;

import java.util.Map;
import java.util.TreeMap;

/** The one Flink configuration (config.yaml) of the JobManager, the TaskManagers and the SQL Gateway. */
final class ClusterConfig {

    /**
     * Flink's default: a TaskManager (or JobManager component) that answers no heartbeat for this long is declared
     * lost. A 10 s timeout turned CPU starvation on a loaded machine into failed jobs (docs/benchmarks.md, issue 18).
     */
    static final String HEARTBEAT_TIMEOUT_MS = "50000";
    /**
     * A killed process is noticed long before the timeout: Flink's heartbeat sender counts RPCs that fail because the
     * recipient is gone, and this many in a row mark it unreachable ("TaskManager with id ... is no longer
     * reachable"), about this many heartbeat intervals after the kill (3 s in FreshetOnClusterIT). An RPC to a slow
     * but living process times out instead, which does not count.
     */
    static final String HEARTBEAT_RPC_FAILURES = "2";
    /** Flink's default is 10 s: with 2 s, the two failed RPCs above take about 4 s. */
    static final String HEARTBEAT_INTERVAL_MS = "2000";

    private ClusterConfig() {
    }

    static Map<String, String> of(ClusterSettings settings, ClusterLayout layout, ClusterPorts ports,
            ObjectStore store) {
        String host = settings.bindAddress();
        Map<String, String> config = new TreeMap<>();
        config.put("jobmanager.rpc.address", host);
        config.put("jobmanager.rpc.port", Integer.toString(ports.jobManagerRpc()));
        config.put("jobmanager.bind-host", host);
        config.put("jobmanager.memory.process.size", "1024m");
        config.put("rest.address", host);
        config.put("rest.bind-address", host);
        config.put("rest.port", Integer.toString(ports.jobManagerRest()));
        config.put("rest.bind-port", Integer.toString(ports.jobManagerRest()));
        // loopback is reachable from any web page in the user's browser: no wildcard CORS
        config.put("web.access-control-allow-origin", "http://" + host + ":" + ports.jobManagerRest());
        config.put("taskmanager.host", host);
        config.put("taskmanager.bind-host", host);
        config.put("taskmanager.numberOfTaskSlots", Integer.toString(settings.slotsPerTaskManager()));
        // what Flink's start scripts compute (BashJavaUtils) and TaskManagerRunner requires: heap = the JVM's -Xmx
        config.put("taskmanager.cpu.cores", Integer.toString(settings.slotsPerTaskManager()));
        config.put("taskmanager.memory.framework.heap.size", "128m");
        config.put("taskmanager.memory.task.heap.size", "384m");
        config.put("taskmanager.memory.framework.off-heap.size", "128m");
        config.put("taskmanager.memory.task.off-heap.size", "0m");
        config.put("taskmanager.memory.network.min", "64m");
        config.put("taskmanager.memory.network.max", "64m");
        config.put("taskmanager.memory.managed.size", "256m");
        config.put("taskmanager.memory.jvm-metaspace.size", "256m");
        config.put("taskmanager.memory.jvm-overhead.min", "192m");
        config.put("taskmanager.memory.jvm-overhead.max", "192m");
        config.put("parallelism.default", "1");
        config.put("heartbeat.interval", HEARTBEAT_INTERVAL_MS);
        config.put("heartbeat.timeout", HEARTBEAT_TIMEOUT_MS);
        config.put("heartbeat.rpc-failure-threshold", HEARTBEAT_RPC_FAILURES);
        config.put("io.tmp.dirs", layout.tmpDir().toString());

        config.put("sql-gateway.endpoint.type", "rest");
        config.put("sql-gateway.endpoint.rest.address", host);
        config.put("sql-gateway.endpoint.rest.bind-address", host);
        config.put("sql-gateway.endpoint.rest.port", Integer.toString(ports.gateway()));
        config.put("sql-gateway.endpoint.rest.bind-port", Integer.toString(ports.gateway()));
        config.put("table.catalog-store.file.path", FileUris.of(layout.catalogStore()));

        // checkpoints and savepoints on the object store, through Flink's S3 plugin (plugins/s3)
        config.put("execution.checkpointing.dir", store.checkpoints());
        config.put("execution.checkpointing.savepoint-dir", store.savepoints());
        config.put("s3.endpoint", store.endpoint().toString());
        config.putAll(DeploymentOptions.required());
        return config;
    }

    /** Flat keys, each value double-quoted: valid YAML whatever the value holds (URIs, colons). */
    static String yaml(Map<String, String> config) {
        StringBuilder text = new StringBuilder("# Written by Freshet at each start of the local cluster;"
                + " edits are overwritten\n");
        config.forEach((key, value) -> text.append(key).append(": \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"\n"));
        return text.toString();
    }

    /** s3proxy on a local folder, signed requests only (this start's credentials). */
    static String objectStoreProperties(ClusterLayout layout, ObjectStore store) {
        return "s3proxy.endpoint=" + store.endpoint() + "\n"
                + "s3proxy.authorization=aws-v2-or-v4\n"
                + "s3proxy.identity=" + store.accessKey() + "\n"
                + "s3proxy.credential=" + store.secretKey() + "\n"
                // jclouds' "filesystem": s3proxy's "filesystem-nio2" answers HEAD on a directory as a file, and
                // S3A's mkdirs then fails ("... since it is a file")
                + "jclouds.provider=filesystem\n"
                + "jclouds.filesystem.basedir=" + layout.objectStoreData() + "\n";
    }
}
