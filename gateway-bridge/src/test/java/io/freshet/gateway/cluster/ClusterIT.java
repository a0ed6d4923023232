package io.freshet.gateway.cluster;

import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.testing.LocalClusterExtension;
import io.freshet.gateway.testing.Poll;
import io.freshet.gateway.testing.Rows;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The local multi-process cluster end to end: a Paimon warehouse on the S3 server, a CONTINUOUS materialized table
 * that survives a killed TaskManager, a FULL one across a gateway restart. The methods build on each other.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterIT {

    @RegisterExtension
    static final LocalClusterExtension CLUSTER = new LocalClusterExtension();

    private static final String CONTINUOUS_JOB = "Materialized_table_`lake`.`default`.`mt_c`";
    private static final Duration LONG = Duration.ofMinutes(2);

    @Test
    @Order(1)
    void materializedTablesWriteTheWarehouseOnS3() throws IOException {
        LocalCluster cluster = CLUSTER.cluster();
        try (GatewaySession session = CLUSTER.client().session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists("lake", cluster.objectStore().warehouse()));
            session.execute("USE CATALOG lake");
            session.execute("CREATE TABLE src (id INT NOT NULL, v STRING, PRIMARY KEY (id) NOT ENFORCED)");
            session.execute("SET 'table.dml-sync' = 'true'");
            session.execute("INSERT INTO src VALUES (1, 'a'), (2, 'b'), (3, 'c')");
            session.execute("SET 'table.dml-sync' = 'false'");
            session.execute("CREATE MATERIALIZED TABLE mt_c (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '5' SECOND AS SELECT id, UPPER(v) AS v FROM src");
            session.execute("CREATE MATERIALIZED TABLE mt_f (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '1' MINUTE REFRESH_MODE = FULL AS SELECT id, v FROM src");
        }
        assertThat(Poll.until(LONG, () -> count("mt_c"), n -> n == 3)).isEqualTo(3L);
        Path warehouse = cluster.layout().warehouseData().resolve("default.db");
        assertThat(dataFiles(warehouse.resolve("src"))).isNotEmpty();
        assertThat(dataFiles(warehouse.resolve("mt_c"))).isNotEmpty();
        // checkpoints of the continuous job go to the same object store (Flink's S3 plugin)
        assertThat(Poll.until(LONG, () -> exists(cluster.layout().objectStoreData().resolve("freshet/checkpoints")),
                b -> b)).isTrue();
    }

    @Test
    @Order(2)
    void continuousJobRestartsOnTheOtherTaskManager() {
        LocalCluster cluster = CLUSTER.cluster();
        FlinkRestProbe flink = new FlinkRestProbe(cluster.flinkRestUri());
        String job = Poll.until(LONG, () -> flink.job(CONTINUOUS_JOB, "RUNNING"), j -> j.isPresent()).orElseThrow();
        List<String> before = Poll.until(LONG, () -> flink.taskManagersOf(job), tms -> tms.size() == 1);
        assertThat(before).hasSize(1);

        cluster.killTaskManager(Integer.parseInt(before.get(0).replace("taskmanager-", "")));
        long killedAt = System.currentTimeMillis();

        // until Flink has noticed the loss (heartbeat timeout) and restarted the job: before that it still reports
        // the job RUNNING, and on a loaded machine its task list can already miss the dead TaskManager
        List<String> after = Poll.until(LONG, () -> flink.restarts(job) >= 1 && flink.state(job).equals("RUNNING")
                ? flink.taskManagersOf(job) : List.of(), tms -> !tms.isEmpty() && !tms.contains(before.get(0)));
        System.out.printf("Continuous job moved from %s to %s in %d ms%n", before, after,
                System.currentTimeMillis() - killedAt);
        assertThat(after).isNotEmpty().doesNotContain(before.get(0));
        assertThat(flink.restarts(job)).isGreaterThanOrEqualTo(1);
        try (GatewaySession session = CLUSTER.client().session(Map.of())) {
            session.execute("INSERT INTO lake.`default`.src VALUES (4, 'd')");
        }
        assertThat(Poll.until(LONG, () -> count("mt_c"), n -> n == 4)).isEqualTo(4L);
    }

    @Test
    @Order(3)
    void fullTableAcrossAGatewayRestart() {
        LocalCluster cluster = CLUSTER.cluster();
        FlinkRestProbe flink = new FlinkRestProbe(cluster.flinkRestUri());
        long restartAt = System.currentTimeMillis();
        cluster.stopGateway();
        cluster.startGateway();
        System.out.printf("Gateway restarted in %d ms%n", System.currentTimeMillis() - restartAt);

        // the file catalog store brings the catalog back; the FULL table and its data are still there
        assertThat(Poll.until(LONG, () -> count("src"), n -> n == 4)).isEqualTo(4L);
        Map<String, String> options;
        try (GatewaySession session = batchSession()) {
            options = Rows.asMap(session.execute("SELECT `key`, `value` FROM lake.`default`.`mt_f$options`"));
        }
        assertThat(options).containsEntry("materialized-table.refresh-mode", "FULL");
        // Quartz keeps its schedules in the gateway process's memory (RAMJobStore): record what a restart leaves
        List<String> refreshes = Poll.until(Duration.ofSeconds(75),
                () -> flink.jobsStartedAfter("`mt_f`_periodic_refresh_job", restartAt), jobs -> !jobs.isEmpty());
        System.out.printf("FULL table: refresh-status %s, scheduled refresh jobs after the gateway restart: %s%n",
                options.get("materialized-table.refresh-status"), refreshes);
        cluster.processes().forEach(p -> System.out.printf("process %-14s pid %-7d started in %6d ms, RSS %5d MiB%s%n",
                p.name(), p.pid(), p.readyMillis(), p.rssKib() / 1024, p.isAlive() ? "" : " (stopped)"));
        assertThat(refreshes).as("Flink 2.0's embedded scheduler loses its schedules with the gateway process")
                .isEmpty();
    }

    private static GatewaySession batchSession() {
        GatewayClient client = CLUSTER.client();
        return client.session(Map.of("execution.runtime-mode", "batch"));
    }

    private static long count(String table) {
        try (GatewaySession session = batchSession()) {
            return ((Number) Rows.of(session.execute("SELECT COUNT(*) FROM lake.`default`." + table)).get(0).get(0))
                    .longValue();
        }
    }

    private static boolean exists(Path path) {
        return Files.isDirectory(path);
    }

    private static List<Path> dataFiles(Path table) throws IOException {
        try (Stream<Path> files = Files.walk(table)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".parquet")
                    || f.getFileName().toString().endsWith(".orc")).toList();
        }
    }
}
