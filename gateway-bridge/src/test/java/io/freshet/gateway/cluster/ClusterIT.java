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
 * The local multi-process cluster end to end: a Paimon warehouse and checkpoints on the S3 server, and a FULL
 * materialized table across a gateway restart. A killed TaskManager is ide-backend's FreshetOnClusterIT, which runs
 * Freshet on this cluster. The methods build on each other.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterIT {

    @RegisterExtension
    static final LocalClusterExtension CLUSTER = new LocalClusterExtension();

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
    void fullTableAcrossAGatewayRestart() {
        LocalCluster cluster = CLUSTER.cluster();
        long restartAt = System.currentTimeMillis();
        cluster.stopGateway();
        cluster.startGateway();
        System.out.printf("Gateway restarted in %d ms%n", System.currentTimeMillis() - restartAt);

        // the file catalog store brings the catalog back; the FULL table and its data are still there
        assertThat(Poll.until(LONG, () -> count("src"), n -> n == 3)).isEqualTo(3L);
        Map<String, String> options;
        try (GatewaySession session = batchSession()) {
            options = Rows.asMap(session.execute("SELECT `key`, `value` FROM lake.`default`.`mt_f$options`"));
        }
        assertThat(options).containsEntry("materialized-table.refresh-mode", "FULL");
        // Quartz keeps the FULL table's schedule in the gateway process's memory (RAMJobStore), so the restart lost
        // it; ide-backend's ClusterRecoveryIT shows Freshet restoring it, which is why no minute is spent here on
        // watching nothing fire
        System.out.printf("FULL table: refresh-status %s after the gateway restart%n",
                options.get("materialized-table.refresh-status"));
        cluster.processes().forEach(p -> System.out.printf("process %-14s pid %-7d started in %6d ms, RSS %5d MiB%s%n",
                p.name(), p.pid(), p.readyMillis(), p.rssKib() / 1024, p.isAlive() ? "" : " (stopped)"));
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
