package io.freshet.gateway.cluster;

import io.freshet.gateway.FileUris;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.ChildFiles;
import io.freshet.gateway.embedded.ChildUser;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.LocalClusterExtension;
import io.freshet.gateway.testing.Poll;
import io.freshet.gateway.testing.Rows;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The local multi-process cluster end to end: a Paimon warehouse and checkpoints on the S3 server, and a FULL
 * materialized table across a gateway restart, and (as root) the processes under their own OS user. A killed
 * TaskManager is ide-backend's FreshetOnClusterIT, which runs Freshet on this cluster. The methods build on each other.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterIT {

    @RegisterExtension
    static final LocalClusterExtension CLUSTER = new LocalClusterExtension();

    private static final Duration LONG = Duration.ofMinutes(2);
    private static final String IDE_SECRET = "cluster-it-ide-secret-5d1e";

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

    /**
     * Issue 32: started by root, every process runs as the embedded Flink's unprivileged user, owns what it wrote, and
     * can read no owner-only file of the IDE's home, neither as that user nor through SQL run on the cluster.
     */
    @Test
    @Order(3)
    void asRootEveryProcessRunsAsAnotherUserThatCannotReadTheIdesFiles() throws Exception {
        assumeTrue(ChildUser.processIsRoot(), "only root can start the processes as another user");
        LocalCluster cluster = CLUSTER.cluster();
        ChildUser user = cluster.processUser().orElseThrow();
        assertThat(user.uid()).isNotZero();
        List<ClusterProcess> running = cluster.processes().stream().filter(ClusterProcess::isAlive).toList();
        assertThat(running).extracting(ClusterProcess::name)
                .containsExactlyInAnyOrder("s3proxy", "jobmanager", "taskmanager-1", "taskmanager-2", "gateway");
        String uid = Integer.toString(user.uid());
        for (ClusterProcess process : running) {
            String uidLine = Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status")).stream()
                    .filter(line -> line.startsWith("Uid:")).findFirst().orElseThrow();
            assertThat(uidLine.split("\\s+")).as(process.name()).containsExactly("Uid:", uid, uid, uid, uid);
        }
        // what the processes wrote is theirs: the table's files (through s3proxy) and the continuous job's checkpoints
        try (Stream<Path> files = Files.walk(cluster.layout().warehouseData().resolve("default.db").resolve("src"))) {
            assertThat(files.toList()).isNotEmpty().allSatisfy(f -> assertThat(ChildFiles.ownedBy(f, user)).isTrue());
        }
        Path checkpoints = cluster.layout().objectStoreData().resolve("freshet/checkpoints");
        assertThat(ChildFiles.ownedBy(checkpoints, user)).isTrue();

        // the IDE's home as Freshet lays it out beside a separated embedded Flink (docs/security.md 3c): passable,
        // its secrets owner-only
        Path ideHome = Files.createDirectories(EmbeddedGatewayExtension.newHome("ClusterIT-ide"));
        Files.setPosixFilePermissions(ideHome, PosixFilePermissions.fromString("rwx--x--x"));
        Path secret = Files.writeString(ideHome.resolve("secret.key"), IDE_SECRET);
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-------"));
        assertThat(readAs(user, secret)).contains("Permission denied").doesNotContain(IDE_SECRET);
        GatewayException refused;
        try (GatewaySession session = batchSession()) {
            session.execute("CREATE TEMPORARY TABLE ide_secret (line STRING) WITH ('connector' = 'filesystem',"
                    + " 'path' = '" + FileUris.of(secret) + "', 'format' = 'raw')");
            refused = catchThrowableOfType(GatewayException.class,
                    () -> Rows.of(session.execute("SELECT line FROM ide_secret")));
        }
        assertThat(refused).as("a TaskManager must not read the IDE's secret").isNotNull();
        assertThat(refused.userMessage() + refused.details()).doesNotContain(IDE_SECRET);
    }

    /** What {@code cat} prints when run as the processes' user: the file, or why not. */
    private static String readAs(ChildUser user, Path file) throws IOException, InterruptedException {
        Process cat = new ProcessBuilder("setpriv", "--reuid=" + user.uid(), "--regid=" + user.gid(), "--clear-groups",
                "--", "cat", file.toString()).redirectErrorStream(true).start();
        String out = new String(cat.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(cat.waitFor()).isNotZero();
        return out;
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
