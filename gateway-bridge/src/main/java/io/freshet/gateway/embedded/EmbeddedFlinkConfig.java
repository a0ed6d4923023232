package io.freshet.gateway.embedded;

import io.freshet.gateway.FileUris;
import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/** The Flink configuration of the child: MiniCluster, SQL Gateway, scheduler, catalog store, directories. */
final class EmbeddedFlinkConfig {

    /**
     * Slots of the one TaskManager. Each continuous materialized table holds one for as long as it runs and each
     * refresh, backfill partition or editor query one while it runs (all at parallelism 1). 8 left room for six queries
     * beside the sample project's two continuous tables, fewer during a backfill (issue 37); a slot costs a few
     * threads and its share of {@link #MANAGED_MEMORY}, nothing while it is free.
     */
    static final int TASK_SLOTS = 24;
    /**
     * Flink's managed memory (native, outside the heap, taken only while an operator uses it): a batch job's sorts,
     * hash aggregates and joins share their slot's 16 MB, as with MiniCluster's default of 128 MB over 8 slots, and
     * spill to disk beyond it. A pipelined query runs all of them in one slot, and a hash join needs at least 1 MB.
     */
    static final String MANAGED_MEMORY = "384m";
    /**
     * Network buffers (direct memory). MiniCluster's default, 64 MB, has room for four blocking result partitions
     * (512 buffers of 32 KB each for sort shuffle), which the planner still puts where a join reads one input twice.
     */
    static final String NETWORK_MEMORY = "128m";

    private EmbeddedFlinkConfig() {
    }

    static Map<String, String> of(EmbeddedFlinkLayout layout, String bindAddress, int gatewayPort, int restPort,
            List<Path> extraRoots) {
        Map<String, String> config = new TreeMap<>();
        // MiniCluster: everything on the loopback address; jobs go through its REST port
        config.put("rest.address", bindAddress);
        config.put("rest.bind-address", bindAddress);
        config.put("rest.port", Integer.toString(restPort));
        config.put("rest.bind-port", Integer.toString(restPort));
        config.put("jobmanager.rpc.address", bindAddress);
        config.put("jobmanager.bind-host", bindAddress);
        config.put("taskmanager.host", bindAddress);
        config.put("taskmanager.bind-host", bindAddress);
        // loopback is reachable from any web page in the user's browser: no jar upload-and-run through
        // the web UI, and no wildcard CORS, so other sites cannot read what these endpoints answer
        config.put("web.submit.enable", "false");
        config.put("web.access-control-allow-origin", "http://" + bindAddress + ":" + restPort);
        config.putAll(capacity());
        // materialized tables reject the 'local' target: sessions submit to the MiniCluster over REST
        config.put("execution.target", "remote");

        config.put("sql-gateway.endpoint.type", "rest");
        config.put("sql-gateway.endpoint.rest.address", bindAddress);
        config.put("sql-gateway.endpoint.rest.bind-address", bindAddress);
        config.put("sql-gateway.endpoint.rest.port", Integer.toString(gatewayPort));
        config.put("sql-gateway.endpoint.rest.bind-port", Integer.toString(gatewayPort));
        // Quartz in the gateway runs FULL-mode refreshes
        config.put("workflow-scheduler.type", "embedded");
        // without a shared catalog store the scheduler's own session cannot see catalogs made elsewhere
        config.put("table.catalog-store.kind", "file");
        config.put("table.catalog-store.file.path", FileUris.of(layout.catalogStore()));

        config.put("execution.checkpointing.dir", FileUris.of(layout.checkpoints()));
        // SUSPEND of a continuous materialized table is a stop-with-savepoint
        config.put("execution.checkpointing.savepoint-dir", FileUris.of(layout.savepoints()));
        config.put("io.tmp.dirs", layout.tmpDir().toString());
        // the child refuses local paths outside these, whatever a statement names
        config.put(AllowedRoots.CONFIG_KEY, AllowedRoots.encode(layout.allowedRoots(extraRoots)));
        return config;
    }

    /**
     * How many jobs run side by side, and how small ones stay cheap: every job at parallelism 1 (Paimon's sources
     * too, which otherwise take one slot per split), enough slots and memory for them, and batch jobs with pipelined
     * exchanges, so a small query is one region in one slot rather than stages scheduled one after another, each
     * writing its intermediate result to disk with 16 MB of network buffers (sort shuffle's minimum).
     */
    static Map<String, String> capacity() {
        Map<String, String> config = new TreeMap<>();
        config.put("taskmanager.numberOfTaskSlots", Integer.toString(TASK_SLOTS));
        config.put("parallelism.default", "1");
        // Paimon reads this Flink option as the table option scan.infer-parallelism for every table
        config.put("paimon.scan.infer-parallelism", "false");
        config.put("taskmanager.memory.managed.size", MANAGED_MEMORY);
        config.put("taskmanager.memory.network.min", NETWORK_MEMORY);
        config.put("taskmanager.memory.network.max", NETWORK_MEMORY);
        config.put("execution.batch-shuffle-mode", "ALL_EXCHANGES_PIPELINED");
        // the adaptive batch scheduler takes only blocking or hybrid exchanges; at parallelism 1 it has nothing to adapt
        config.put("jobmanager.scheduler", "Default");
        return config;
    }

    /** Sorted by key, so the file reads well when someone looks into it. */
    static void write(Map<String, String> config, Path file) throws IOException {
        Properties properties = new Properties();
        properties.putAll(config);
        StringWriter text = new StringWriter();
        properties.store(text, null);
        List<String> lines = text.toString().lines().filter(line -> !line.startsWith("#")).sorted().toList();
        Files.createDirectories(file.getParent());
        Files.writeString(file, "# Written by Freshet at each start of the embedded Flink; edits are overwritten\n"
                + String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    }
}
