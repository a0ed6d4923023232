package io.freshet.deploy;

import static io.freshet.gateway.testing.EmbeddedGatewayExtension.newHome;
import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.jobs.JobWorker;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.cluster.LocalCluster;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.testing.Await;
import io.freshet.testing.ClusterFreshet;
import io.freshet.testing.FreshetProcess;
import io.freshet.ui.backfill.BackfillDetail;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.PartitionDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.deploy.DeployService;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 18's recovery behaviours on the real multi-process cluster with the warehouse on S3 and Freshet's metadata on
 * a real PostgreSQL: a backfill survives its Freshet process being killed (SIGKILL) and started again, each partition
 * refreshed once; two Freshet instances on one database run one backfill once; a FULL table's schedule, lost when the
 * SQL Gateway process restarts, is restored and fires again. One Freshet in the test's JVM starts backfills and reads
 * their state but never runs them (its worker does not claim); packaged Freshet processes run them. The cluster is the
 * run's {@link io.freshet.testing.SharedCluster} (FreshetOnClusterIT uses it too, and may have left one TaskManager
 * of the two: 4 task slots, more than these tests use at once).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterRecoveryIT {

    @RegisterExtension
    static final ClusterFreshet OBSERVER = new ClusterFreshet(Map.of(
            // one refresh at a time keeps a partition running long enough to kill the process mid-backfill
            "freshet.backfill.max-parallel", "1",
            // a killed process's backfill is taken over once its claim lapses
            "freshet.jobs.lease", "15s",
            "freshet.jobs.poll-interval-ms", "2000",
            "freshet.schedules.check-interval", "5s",
            // a 10 s schedule with no sign for two periods and this is suspected lost (the default grace is a minute)
            "freshet.schedules.grace", "10s"));

    private static final String DAILY = "rec.daily";
    private static final TableRef DAILY_REF = new TableRef("lakehouse", "rec", "daily");
    private static final String EVERY_10S = "lakehouse.rec.every_10s";

    private static boolean every10sCreated;

    @BeforeAll
    static void watchOnlyAndCreateTables() {
        // this instance only starts and watches: the packaged processes below run the backfills
        OBSERVER.bean(JobWorker.class).stop();
        OBSERVER.signIn();
        Await.until(() -> OBSERVER.bean(DeployService.class).notReady(), why -> why.isEmpty(),
                "the gateway to be ready");
        OBSERVER.keepDatabasesVisible("rec");
        try (GatewaySession session = OBSERVER.gateway()) {
            session.execute("USE CATALOG lakehouse");
            session.execute("CREATE DATABASE IF NOT EXISTS rec");
            session.execute("CREATE TABLE rec.orders (id INT NOT NULL, ds STRING NOT NULL, amount INT,"
                    + " PRIMARY KEY (id) NOT ENFORCED)");
            session.execute("SET 'table.dml-sync' = 'true'");
            session.execute("INSERT INTO rec.orders VALUES (1, '2024-06-01', 10), (2, '2024-06-02', 20),"
                    + " (3, '2024-06-03', 30), (4, '2024-06-04', 40), (5, '2024-06-05', 50), (6, '2024-06-05', 5)");
            session.execute("CREATE MATERIALIZED TABLE rec.daily (PRIMARY KEY (ds, id) NOT ENFORCED)"
                    + " PARTITIONED BY (ds) WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')"
                    + " FRESHNESS = INTERVAL '1' DAY AS SELECT ds, id, amount * 2 AS doubled FROM rec.orders");
        }
    }

    /** The 10 s schedule would fire a batch job on the shared cluster every 10 s for the rest of the run. */
    @AfterAll
    static void dropTheTenSecondSchedule() {
        if (every10sCreated) {
            try (GatewaySession session = OBSERVER.gateway()) {
                session.execute("DROP MATERIALIZED TABLE " + EVERY_10S);
            }
        }
    }

    @Test
    @Order(1)
    void aBackfillCompletesWithItsFreshetKilledAndStartedAgainEachPartitionRefreshedOnce() throws Exception {
        Set<String> jobsBefore = jobIds();
        BackfillService backfills = OBSERVER.bean(BackfillService.class);
        long id = backfills.start(new BackfillRequest(DAILY, day(1), day(5), false)).id();
        Path processHome = newHome("ClusterRecoveryIT-runner");
        FreshetProcess runner = OBSERVER.startProcess(processHome);
        try {
            Await.until(() -> backfills.detail(id), d -> d.summary().succeeded() >= 1 && d.summary().running() >= 1,
                    "one partition refreshed and the next one running");
        } finally {
            // SIGKILL: no shutdown hook, the claim stays with the dead process until its lease lapses
            runner.handle().destroyForcibly();
            runner.handle().onExit().get();
        }
        Instant killedAt = Instant.now();
        BackfillDetail whileDown = backfills.detail(id);
        assertThat(whileDown.summary().state()).as("nobody finishes it while no runner lives")
                .isEqualTo(BackfillState.RUNNING);

        try (FreshetProcess again = OBSERVER.startProcess(processHome)) {
            BackfillDetail done = Await.until(() -> backfills.detail(id), d -> d.summary().state().isFinal(),
                    "the backfill to end after the restart");
            System.out.printf("Backfill %d ended %s %d s after its Freshet was killed%n", id,
                    done.summary().state(), Duration.between(killedAt, Instant.now()).toSeconds());
            assertThat(done.summary().state()).as(done.summary().message()).isEqualTo(BackfillState.SUCCEEDED);
            assertThat(done.partitions()).hasSize(5).allSatisfy(p -> assertThat(p.attempts()).as(p.partition())
                    .isEqualTo(1));
            assertThat(done.partitions().stream().map(PartitionRun::jobId).distinct()).hasSize(5);
            assertThat(refreshJobsOf("daily", jobsBefore)).as("Flink ran one refresh job per partition").hasSize(5)
                    .allSatisfy(job -> assertThat(job.state().name()).isEqualTo("FINISHED"));
            assertThat(OBSERVER.jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action ="
                    + " 'JOB_RECLAIMED'", Integer.class)).as("the dead process's claim was taken back").isPositive();
            assertThat(OBSERVER.bean(CatalogService.class).partitions(DAILY_REF)).extracting(PartitionDetail::spec)
                    .hasSize(5);
        }
    }

    @Test
    @Order(2)
    void twoFreshetInstancesOnOneDatabaseRunOneBackfillOnce() throws Exception {
        Set<String> jobsBefore = jobIds();
        try (FreshetProcess first = OBSERVER.startProcess(newHome("ClusterRecoveryIT-first"));
             FreshetProcess second = OBSERVER.startProcess(newHome("ClusterRecoveryIT-second"))) {
            BackfillService backfills = OBSERVER.bean(BackfillService.class);
            long id = backfills.start(new BackfillRequest(DAILY, day(1), day(5), false)).id();

            BackfillDetail done = Await.until(() -> backfills.detail(id), d -> d.summary().state().isFinal(),
                    "the backfill to end");

            assertThat(done.summary().state()).as(done.summary().message()).isEqualTo(BackfillState.SUCCEEDED);
            assertThat(done.partitions()).hasSize(5).allSatisfy(p -> assertThat(p.attempts()).isEqualTo(1));
            assertThat(OBSERVER.jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'JOB_CLAIMED'"
                    + " AND target = ?", Integer.class, "backfill-" + id + "-1")).as("one claim").isEqualTo(1);
            assertThat(refreshJobsOf("daily", jobsBefore)).as("one refresh job per partition in Flink").hasSize(5);
        }
    }

    @Test
    @Order(3)
    void aFullTablesScheduleLostWhenTheGatewayProcessRestartsIsRestoredAndFiresAgain() {
        try (GatewaySession session = OBSERVER.gateway()) {
            session.execute("USE CATALOG lakehouse");
            session.execute("CREATE MATERIALIZED TABLE rec.every_10s (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '10' SECOND REFRESH_MODE = FULL AS SELECT id, amount FROM rec.orders");
            every10sCreated = true;
        }
        Instant createdAt = Instant.now();
        // Freshet has seen the scheduler at work before the restart: a scheduled refresh in Flink's job list
        Await.until(() -> scheduledRefreshesSince(createdAt), jobs -> !jobs.isEmpty(),
                "a scheduled refresh of every_10s");

        LocalCluster cluster = OBSERVER.cluster();
        cluster.stopGateway();
        Instant restartedAt = Instant.now();
        cluster.startGateway();

        // an external gateway's restart shows as a schedule overdue by two periods plus a grace
        int restored = Await.until(() -> OBSERVER.jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE"
                + " action = ? AND target = ? AND actor = 'system'", Integer.class,
                "MATERIALIZED_TABLE_SCHEDULE_RESTORED", EVERY_10S), n -> n > 0, "Freshet to restore the lost schedule");
        List<FlinkJob> after = Await.until(() -> scheduledRefreshesSince(restartedAt), jobs -> !jobs.isEmpty(),
                "a scheduled refresh after the gateway's restart");
        System.out.printf("The schedule of every_10s was restored %d time(s); %d scheduled refresh(es) since the"
                + " restart%n", restored, after.size());
        assertThat(restored).isEqualTo(1);
    }

    /** Flink's periodic refreshes of every_10s, fired by the gateway's workflow scheduler, since that moment. */
    private static List<FlinkJob> scheduledRefreshesSince(Instant since) {
        return refreshJobs().stream().filter(j -> j.startTime() != null && j.startTime().isAfter(since))
                .filter(j -> j.refresh().map(r -> r.kind() == RefreshJobName.Kind.PERIODIC
                        && r.table().table().equals("every_10s")).orElse(false)).toList();
    }

    private static List<FlinkJob> refreshJobs() {
        return OBSERVER.flink().jobs().stream().filter(j -> j.refresh().isPresent()).toList();
    }

    private static List<FlinkJob> refreshJobsOf(String table, Set<String> before) {
        return refreshJobs().stream().filter(j -> !before.contains(j.id()))
                .filter(j -> j.refresh().filter(r -> r.table().table().equals(table)).isPresent()).toList();
    }

    private static Set<String> jobIds() {
        return refreshJobs().stream().map(FlinkJob::id).collect(Collectors.toSet());
    }

    private static LocalDateTime day(int d) {
        return LocalDateTime.of(2024, 6, d, 0, 0);
    }
}
