package io.freshet.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretKeySource;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.backend.warehouse.S3Access;
import io.freshet.gateway.cluster.LocalCluster;
import io.freshet.gateway.cluster.ObjectStore;
import io.freshet.testing.Databases;
import io.freshet.testing.FreshetInProcess;
import io.freshet.testing.LocalClusterFixture;
import io.freshet.testing.PostgresExtension;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.ColumnDetail;
import io.freshet.ui.catalog.SnapshotDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.catalog.TableSummary;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployService;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.lineage.LineageService;
import io.freshet.ui.lineage.LineageTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Freshet itself on the local multi-process cluster (gateway-bridge's LocalCluster: s3proxy, JobManager, two
 * TaskManagers, SQL Gateway) with its metadata on a real PostgreSQL: the sample project deploys through the deploy
 * service, the catalog browser and lineage read the warehouse on S3 with the keys from the sealed secrets, and a
 * CONTINUOUS table's job outlives a killed TaskManager while Freshet shows that Flink restarted it.
 * One cluster and one Freshet for the class; the methods build on each other.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FreshetOnClusterIT {

    @RegisterExtension
    @Order(1)
    static final LocalClusterFixture CLUSTER = new LocalClusterFixture();

    @RegisterExtension
    @Order(2)
    static final PostgresExtension POSTGRES = new PostgresExtension();

    private static final Duration WAIT = Duration.ofMinutes(4);
    private static final String PROJECT = "ecommerce";
    private static final TableRef ORDER_DETAIL = new TableRef("lakehouse", "dwd", "order_detail");
    private static final String DEVELOPER = "dev";

    private static FreshetInProcess freshet;

    @BeforeAll
    static void startFreshet() throws IOException {
        LocalCluster cluster = CLUSTER.cluster();
        ObjectStore store = cluster.objectStore();
        Path home = LocalClusterFixture.newHome("FreshetOnClusterIT-freshet");
        DataSource database = Databases.migrate(POSTGRES.dataSource(), "postgresql");
        // the keys go where an administrator puts them (Settings > Secrets), sealed with the key Freshet will use
        SecretStore secrets = new SecretStore(new JdbcTemplate(database),
                new SecretCipher(SecretKeySource.resolve(System.getenv(SecretKeySource.ENV), false, home)));
        secrets.put(S3Access.ACCESS_KEY_SECRET, store.accessKey());
        secrets.put(S3Access.SECRET_KEY_SECRET, store.secretKey());
        freshet = FreshetInProcess.start(home, Map.of(
                "spring.datasource.url", POSTGRES.jdbcUrl(),
                "spring.datasource.username", POSTGRES.user(),
                "freshet.gateway.url", cluster.gatewayUri().toString(),
                "freshet.flink.rest-url", cluster.flinkRestUri().toString(),
                "freshet.catalog.warehouse", store.warehouse(),
                "freshet.catalog.s3.endpoint", store.endpoint().toString(),
                "freshet.catalog.s3.path-style-access", "true",
                "freshet.sample-project", Path.of("..", "sample-projects", PROJECT).toAbsolutePath().normalize()
                        .toString()));
        freshet.bean(UserAccounts.class).create(DEVELOPER, "{noop}n/a", Role.DEVELOPER);
    }

    @AfterAll
    static void stopFreshet() {
        if (freshet != null) {
            freshet.close();
        }
    }

    @BeforeEach
    void signIn() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(DEVELOPER, "n/a",
                new ArrayList<GrantedAuthority>(Role.DEVELOPER.authorities())));
    }

    @Test
    @Order(1)
    void theSampleProjectDeploysThroughFreshet() throws IOException {
        keepDatabasesVisible(CLUSTER.cluster(), "ods", "dwd", "dws");
        DeployService deploy = freshet.bean(DeployService.class);
        await(deploy::notReady, why -> why.isEmpty(), "the gateway and the warehouse to be ready");
        long startedAt = System.nanoTime();

        long id = deploy.start(PROJECT, Set.of()).id();

        DeployProgress done = await(() -> deploy.progress(id),
                p -> p.state() == DeployState.SCRIPTS_DONE || p.state().isFinal(), "the deployment to end");
        System.out.printf("Sample project deployed on the cluster in %d ms%n",
                Duration.ofNanos(System.nanoTime() - startedAt).toMillis());
        assertThat(done.state()).as(done.message()).isIn(DeployState.SCRIPTS_DONE, DeployState.DONE);
        CatalogService catalog = freshet.bean(CatalogService.class);
        assertThat(await(() -> names(catalog.tables("lakehouse", "dws")), n -> n.size() >= 4, "the dws tables"))
                .contains("user_summary", "item_gmv_hourly", "category_gmv_daily", "top_items_daily");
        assertThat(names(catalog.tables("lakehouse", "ods"))).contains("orders", "order_items", "users", "items");
        assertThat(names(catalog.tables("lakehouse", "dwd"))).contains("order_detail");
    }

    @Test
    @Order(2)
    void theCatalogBrowserAndLineageReadTheWarehouseOnS3() throws IOException {
        LocalCluster cluster = CLUSTER.cluster();
        CatalogService catalog = freshet.bean(CatalogService.class);
        // the continuous job's commits, read through Paimon's S3 file IO from s3proxy
        List<SnapshotDetail> snapshots = await(() -> catalog.snapshots(ORDER_DETAIL, 5), s -> !s.isEmpty()
                && s.get(0).totalRows() > 0, "a snapshot of dwd.order_detail with rows");
        assertThat(snapshots.get(0).totalRows()).isPositive();
        assertThat(catalog.table(ORDER_DETAIL).columns()).extracting(ColumnDetail::name).contains("ds");
        assertThat(catalog.partitions(ORDER_DETAIL)).isNotEmpty().allSatisfy(p -> assertThat(p.rows()).isPositive());
        assertThat(cluster.layout().warehouseData().resolve("dwd.db").resolve("order_detail"))
                .as("the table's files are in the object store's folder").isDirectory();

        LineageTable detail = await(() -> freshet.bean(LineageService.class).graph(PROJECT).tables().stream()
                        .filter(t -> t.name().equals("dwd.order_detail")).findFirst().orElseThrow(),
                t -> t.freshnessVerdict() != null, "lineage to show the warehouse's dwd.order_detail");
        assertThat(detail.kind()).isEqualTo("MATERIALIZED_TABLE");
        assertThat(detail.columns()).isNotEmpty();

        Map<String, String> shown = freshet.bean(PaimonCatalogAccess.class).catalogOptions();
        ObjectStore store = cluster.objectStore();
        assertThat(shown).containsEntry("warehouse", store.warehouse())
                .containsEntry("s3.endpoint", store.endpoint().toString())
                .containsEntry("s3.path.style.access", "true").doesNotContainKeys("s3.access-key", "s3.secret-key");
        assertThat(shown.values()).doesNotContain(store.secretKey(), store.accessKey());
        assertThat(Files.readString(freshet.logFile())).as("Freshet's log").contains("keys from the secrets")
                .doesNotContain(store.secretKey());
    }

    @Test
    @Order(3)
    void aContinuousJobOutlivesAKilledTaskManagerAndFreshetShowsTheRestart() {
        LocalCluster cluster = CLUSTER.cluster();
        FlinkRest flink = new FlinkRest(cluster.flinkRestUri());
        String job = await(() -> flink.runningJob("`dwd`.`order_detail`"), j -> j.isPresent(),
                "dwd.order_detail's running job").orElseThrow();
        List<String> before = await(() -> flink.taskManagersOf(job), tms -> tms.size() == 1, "its TaskManager");
        CatalogService catalog = freshet.bean(CatalogService.class);
        assertThat(catalog.freshness(ORDER_DETAIL).words()).doesNotContain("restarted");

        cluster.killTaskManager(Integer.parseInt(before.get(0).replace("taskmanager-", "")));
        Instant killedAt = Instant.now();

        // Flink notices the loss after its heartbeat timeout and restarts the tasks on the other TaskManager
        List<String> after = await(() -> flink.taskManagersOf(job), tms -> !tms.isEmpty()
                && !tms.contains(before.get(0)), "the job's tasks on the other TaskManager");
        ActualFreshness shown = await(() -> catalog.freshness(ORDER_DETAIL), f -> f.verdict() == Verdict.FRESH
                && f.dataAsOf() != null && f.dataAsOf().isAfter(killedAt) && f.words().contains("restarted"),
                "the catalog browser to show the restarted job fresh again");
        System.out.printf("dwd.order_detail's job moved from %s to %s; Freshet says: %s (%d ms after the kill)%n",
                before, after, shown.words(), Duration.between(killedAt, Instant.now()).toMillis());
        assertThat(shown.words()).contains("Flink restarted the job 1 time after a failure");
        assertThat(flink.runningJob("`dwd`.`order_detail`")).as("the same job runs on").contains(job);
        LineageTable inLineage = freshet.bean(LineageService.class).graph(PROJECT).tables().stream()
                .filter(t -> t.name().equals("dwd.order_detail")).findFirst().orElseThrow();
        assertThat(inLineage.freshnessNote()).contains("Flink restarted the job");
    }

    /**
     * s3proxy's folder back end does not list an empty folder's marker, so a just created database is missing to S3A
     * until it holds a table (real S3 and MinIO keep the marker object); a file in each keeps the sample's databases
     * visible, as the launcher does for {@code default}.
     */
    private static void keepDatabasesVisible(LocalCluster cluster, String... databases) throws IOException {
        for (String database : databases) {
            Path folder = cluster.layout().warehouseData().resolve(database + ".db");
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("freshet-keep"), "keeps the database visible through s3proxy\n");
        }
    }

    /** What the test reads from the JobManager's REST API itself: a job's id and where its running tasks are. */
    private record FlinkRest(URI base) {

        private static final HttpClient HTTP = HttpClient.newHttpClient();
        private static final ObjectMapper JSON = new ObjectMapper();

        JsonNode get(String path) {
            try {
                return JSON.readTree(HTTP.send(HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(10))
                        .build(), HttpResponse.BodyHandlers.ofString()).body());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        Optional<String> runningJob(String nameContains) {
            List<String> ids = new ArrayList<>();
            get("/v1/jobs/overview").path("jobs").forEach(j -> {
                if (j.path("name").asText().contains(nameContains) && j.path("state").asText().equals("RUNNING")) {
                    ids.add(j.path("jid").asText());
                }
            });
            return ids.size() == 1 ? Optional.of(ids.get(0)) : Optional.empty();
        }

        /** The TaskManagers (their resource ids are the process names) of the job's RUNNING tasks. */
        List<String> taskManagersOf(String job) {
            Set<String> names = new TreeSet<>();
            get("/v1/jobs/" + job).path("vertices").forEach(v -> get("/v1/jobs/" + job + "/vertices/"
                    + v.path("id").asText() + "/taskmanagers").path("taskmanagers").forEach(tm -> {
                        if (tm.path("status").asText().equals("RUNNING")) {
                            names.add(tm.path("taskmanager-id").asText());
                        }
                    }));
            return List.copyOf(names);
        }
    }

    private static List<String> names(List<TableSummary> tables) {
        return tables.stream().map(t -> t.ref().table()).toList();
    }

    /** Polls until the value passes (exceptions count as not yet), else fails with the last value or error. */
    static <T> T await(Supplier<T> read, Predicate<T> done, String what) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        T last = null;
        RuntimeException error = null;
        while (System.nanoTime() < deadline) {
            try {
                last = read.get();
                error = null;
                if (done.test(last)) {
                    return last;
                }
            } catch (RuntimeException e) {
                error = e;
            }
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new AssertionError("Waited " + WAIT.toSeconds() + " s for " + what + "; last: " + last, error);
    }
}
