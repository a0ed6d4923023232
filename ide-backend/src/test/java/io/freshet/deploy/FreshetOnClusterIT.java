package io.freshet.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.gateway.cluster.LocalCluster;
import io.freshet.gateway.cluster.ObjectStore;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.testing.Await;
import io.freshet.testing.ClusterFreshet;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Freshet itself on the local multi-process cluster (gateway-bridge's LocalCluster: s3proxy, JobManager, two
 * TaskManagers, SQL Gateway) with its metadata on a real PostgreSQL: the sample project deploys through the deploy
 * service, the catalog browser and lineage read the warehouse on S3 with the keys from the sealed secrets, and a
 * CONTINUOUS table's job outlives a killed TaskManager while Freshet shows that Flink restarted it. The cluster is the
 * run's {@link io.freshet.testing.SharedCluster} (ClusterRecoveryIT uses it too, before or after this class); one
 * Freshet for the class; the methods build on each other.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FreshetOnClusterIT {

    private static final String PROJECT = "ecommerce";

    @RegisterExtension
    static final ClusterFreshet FRESHET = new ClusterFreshet(Map.of("freshet.sample-project",
            Path.of("..", "sample-projects", PROJECT).toAbsolutePath().normalize().toString()));

    private static final TableRef ORDER_DETAIL = new TableRef("lakehouse", "dwd", "order_detail");

    @Test
    @Order(1)
    void theSampleProjectDeploysThroughFreshet() {
        FRESHET.keepDatabasesVisible("ods", "dwd", "dws");
        DeployService deploy = FRESHET.bean(DeployService.class);
        Await.until(deploy::notReady, why -> why.isEmpty(), "the gateway and the warehouse to be ready");
        long startedAt = System.nanoTime();

        long id = deploy.start(PROJECT, Set.of()).id();

        DeployProgress done = Await.until(() -> deploy.progress(id),
                p -> p.state() == DeployState.SCRIPTS_DONE || p.state().isFinal(), "the deployment to end");
        System.out.printf("Sample project deployed on the cluster in %d ms%n",
                Duration.ofNanos(System.nanoTime() - startedAt).toMillis());
        assertThat(done.state()).as(done.message()).isIn(DeployState.SCRIPTS_DONE, DeployState.DONE);
        CatalogService catalog = FRESHET.bean(CatalogService.class);
        assertThat(Await.until(() -> names(catalog.tables("lakehouse", "dws")), n -> n.size() >= 4, "the dws tables"))
                .contains("user_summary", "item_gmv_hourly", "category_gmv_daily", "top_items_daily");
        assertThat(names(catalog.tables("lakehouse", "ods"))).contains("orders", "order_items", "users", "items");
        assertThat(names(catalog.tables("lakehouse", "dwd"))).contains("order_detail");
    }

    @Test
    @Order(2)
    void theCatalogBrowserAndLineageReadTheWarehouseOnS3() throws IOException {
        LocalCluster cluster = FRESHET.cluster();
        CatalogService catalog = FRESHET.bean(CatalogService.class);
        // the continuous job's commits, read through Paimon's S3 file IO from s3proxy
        List<SnapshotDetail> snapshots = Await.until(() -> catalog.snapshots(ORDER_DETAIL, 5), s -> !s.isEmpty()
                && s.get(0).totalRows() > 0, "a snapshot of dwd.order_detail with rows");
        assertThat(snapshots.get(0).totalRows()).isPositive();
        assertThat(catalog.table(ORDER_DETAIL).columns()).extracting(ColumnDetail::name).contains("ds");
        assertThat(catalog.partitions(ORDER_DETAIL)).isNotEmpty().allSatisfy(p -> assertThat(p.rows()).isPositive());
        assertThat(cluster.layout().warehouseData().resolve("dwd.db").resolve("order_detail"))
                .as("the table's files are in the object store's folder").isDirectory();

        LineageTable detail = Await.until(() -> FRESHET.bean(LineageService.class).graph(PROJECT).tables().stream()
                        .filter(t -> t.name().equals("dwd.order_detail")).findFirst().orElseThrow(),
                t -> t.health() != null, "lineage to show the health model's state of the warehouse's dwd.order_detail");
        assertThat(detail.kind()).isEqualTo("MATERIALIZED_TABLE");
        assertThat(detail.columns()).isNotEmpty();

        Map<String, String> shown = FRESHET.bean(PaimonCatalogAccess.class).catalogOptions();
        ObjectStore store = cluster.objectStore();
        assertThat(shown).containsEntry("warehouse", store.warehouse())
                .containsEntry("s3.endpoint", store.endpoint().toString())
                .containsEntry("s3.path.style.access", "true").doesNotContainKeys("s3.access-key", "s3.secret-key");
        assertThat(shown.values()).doesNotContain(store.secretKey(), store.accessKey());
        assertThat(Files.readString(FRESHET.freshet().logFile())).as("Freshet's log").contains("keys from the secrets")
                .doesNotContain(store.secretKey());
    }

    @Test
    @Order(3)
    void aContinuousJobOutlivesAKilledTaskManagerAndFreshetShowsTheRestart() throws IOException {
        LocalCluster cluster = FRESHET.cluster();
        TaskPlacement flink = new TaskPlacement(cluster.flinkRestUri());
        String job = Await.until(() -> runningJob("`dwd`.`order_detail`"), j -> j.isPresent(),
                "dwd.order_detail's running job").orElseThrow();
        List<String> before = Await.until(() -> flink.taskManagersOf(job), tms -> tms.size() == 1, "its TaskManager");
        CatalogService catalog = FRESHET.bean(CatalogService.class);
        assertThat(catalog.freshness(ORDER_DETAIL).words()).doesNotContain("restarted");

        cluster.killTaskManager(Integer.parseInt(before.get(0).replace("taskmanager-", "")));
        Instant killedAt = Instant.now();

        List<String> after = Await.until(() -> flink.taskManagersOf(job), tms -> !tms.isEmpty()
                && !tms.contains(before.get(0)), "the job's tasks on the other TaskManager");
        ActualFreshness shown = Await.until(() -> catalog.freshness(ORDER_DETAIL), f -> f.verdict() == Verdict.FRESH
                && f.dataAsOf() != null && f.dataAsOf().isAfter(killedAt) && f.words().contains("restarted"),
                "the catalog browser to show the restarted job fresh again");
        System.out.printf("dwd.order_detail's job moved from %s to %s; Freshet says: %s (%d ms after the kill)%n",
                before, after, shown.words(), Duration.between(killedAt, Instant.now()).toMillis());
        // Paimon's committer may restart the job once more after the restore, to commit what the checkpoint held
        assertThat(shown.words()).containsPattern("Flink restarted the job [1-9]\\d* times? after a failure");
        assertThat(runningJob("`dwd`.`order_detail`")).as("the same job runs on").contains(job);
        // the lineage overlay is the health model's: the restart shows there at its next evaluation
        Await.until(() -> FRESHET.bean(LineageService.class).graph(PROJECT).tables().stream()
                .filter(t -> t.name().equals("dwd.order_detail")).findFirst().orElseThrow(),
                t -> t.healthReason() != null && t.healthReason().contains("Flink restarted the job"),
                "the lineage overlay to show the restart");
        // Flink saw the dead process through its failing heartbeat RPCs, not by waiting out heartbeat.timeout (50 s,
        // kept that long so that CPU starvation on a busy machine fails no job)
        assertThat(Files.readString(cluster.layout().logFile("jobmanager"))).as("the JobManager's log")
                .contains("TaskManager with id " + before.get(0) + " is no longer reachable")
                .doesNotContain("Heartbeat of TaskManager with id " + before.get(0) + " timed out");
    }

    /** The one RUNNING job whose name holds this text, if exactly one does. */
    private static Optional<String> runningJob(String nameContains) {
        List<String> ids = FRESHET.flink().jobs().stream().filter(j -> j.state() == FlinkJobState.RUNNING
                && j.name().contains(nameContains)).map(FlinkJob::id).toList();
        return ids.size() == 1 ? Optional.of(ids.get(0)) : Optional.empty();
    }

    /** Where a job's running tasks are, from the JobManager's REST API (Freshet's client does not ask that). */
    private record TaskPlacement(URI base) {

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
}
