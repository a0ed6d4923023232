package io.freshet.deploy;

import static io.freshet.deploy.FreshetOnClusterIT.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.jobs.JobWorker;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretKeySource;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.backend.warehouse.S3Access;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.cluster.LocalCluster;
import io.freshet.gateway.cluster.ObjectStore;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.testing.Databases;
import io.freshet.testing.FreshetInProcess;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.LocalClusterFixture;
import io.freshet.testing.PostgresExtension;
import io.freshet.ui.backfill.BackfillDetail;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.PartitionDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.deploy.DeployService;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
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
 * Issue 18's recovery behaviours on the real multi-process cluster with the warehouse on S3 and Freshet's metadata on
 * a real PostgreSQL: a backfill survives its Freshet process being killed (SIGKILL) and started again, each partition
 * refreshed once; two Freshet instances on one database run one backfill once; a FULL table's schedule, lost when the
 * SQL Gateway process restarts, is restored and fires again. One Freshet in the test's JVM starts backfills and reads
 * their state but never runs them (its worker does not claim); packaged Freshet processes run them.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterRecoveryIT {

    @RegisterExtension
    @Order(1)
    static final LocalClusterFixture CLUSTER = new LocalClusterFixture();

    @RegisterExtension
    @Order(2)
    static final PostgresExtension POSTGRES = new PostgresExtension();

    private static final String DEVELOPER = "dev";
    private static final String DAILY = "rec.daily";
    private static final TableRef DAILY_REF = new TableRef("lakehouse", "rec", "daily");
    private static final String EVERY_10S = "lakehouse.rec.every_10s";

    private static FreshetInProcess observer;
    private static Path home;
    private static Map<String, String> settings;

    @BeforeAll
    static void startObserverAndTables() throws Exception {
        LocalCluster cluster = CLUSTER.cluster();
        ObjectStore store = cluster.objectStore();
        home = LocalClusterFixture.newHome("ClusterRecoveryIT-freshet");
        DataSource database = Databases.migrate(POSTGRES.dataSource(), "postgresql");
        SecretStore secrets = new SecretStore(new JdbcTemplate(database),
                new SecretCipher(SecretKeySource.resolve(null, false, home)));
        secrets.put(S3Access.ACCESS_KEY_SECRET, store.accessKey());
        secrets.put(S3Access.SECRET_KEY_SECRET, store.secretKey());
        settings = new LinkedHashMap<>();
        settings.put("spring.datasource.url", POSTGRES.jdbcUrl());
        settings.put("spring.datasource.username", POSTGRES.user());
        settings.put("freshet.gateway.url", cluster.gatewayUri().toString());
        settings.put("freshet.flink.rest-url", cluster.flinkRestUri().toString());
        settings.put("freshet.catalog.warehouse", store.warehouse());
        settings.put("freshet.catalog.s3.endpoint", store.endpoint().toString());
        settings.put("freshet.catalog.s3.path-style-access", "true");
        // one refresh at a time keeps a partition running long enough to kill the process mid-backfill
        settings.put("freshet.backfill.max-parallel", "1");
        // a killed process's backfill is taken over once its claim lapses
        settings.put("freshet.jobs.lease", "15s");
        settings.put("freshet.jobs.poll-interval-ms", "2000");
        settings.put("freshet.schedules.check-interval", "5s");
        observer = FreshetInProcess.start(home, settings);
        // this instance only starts and watches: the packaged processes below run the backfills
        observer.bean(JobWorker.class).stop();
        observer.bean(UserAccounts.class).create(DEVELOPER, "{noop}n/a", Role.DEVELOPER);
        new ClusterRecoveryIT().signIn();
        await(() -> observer.bean(DeployService.class).notReady(), why -> why.isEmpty(), "the gateway to be ready");
        Path db = cluster.layout().warehouseData().resolve("rec.db");
        Files.createDirectories(db);
        // s3proxy lists no empty folder: see FreshetOnClusterIT.keepDatabasesVisible
        Files.writeString(db.resolve("freshet-keep"), "keeps the database visible through s3proxy\n");
        try (GatewaySession session = gateway()) {
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

    @AfterAll
    static void stopObserver() {
        if (observer != null) {
            observer.close();
        }
    }

    @BeforeEach
    void signIn() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(DEVELOPER, "n/a",
                new ArrayList<GrantedAuthority>(Role.DEVELOPER.authorities())));
    }

    @Test
    @Order(1)
    void aBackfillCompletesWithItsFreshetKilledAndStartedAgainEachPartitionRefreshedOnce() throws Exception {
        Set<String> jobsBefore = jobIds();
        BackfillService backfills = observer.bean(BackfillService.class);
        long id = backfills.start(new BackfillRequest(DAILY, day(1), day(5), false)).id();
        Path processHome = LocalClusterFixture.newHome("ClusterRecoveryIT-runner");
        FreshetProcess runner = startProcess(processHome);
        try {
            await(() -> backfills.detail(id), d -> d.summary().succeeded() >= 1 && d.summary().running() >= 1,
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

        try (FreshetProcess again = startProcess(processHome)) {
            BackfillDetail done = await(() -> backfills.detail(id), d -> d.summary().state().isFinal(),
                    "the backfill to end after the restart");
            System.out.printf("Backfill %d ended %s %d s after its Freshet was killed%n", id,
                    done.summary().state(), Duration.between(killedAt, Instant.now()).toSeconds());
            assertThat(done.summary().state()).as(done.summary().message()).isEqualTo(BackfillState.SUCCEEDED);
            assertThat(done.partitions()).hasSize(5).allSatisfy(p -> assertThat(p.attempts()).as(p.partition())
                    .isEqualTo(1));
            assertThat(done.partitions().stream().map(PartitionRun::jobId).distinct()).hasSize(5);
            assertThat(refreshJobsOf("daily", jobsBefore)).as("Flink ran one refresh job per partition").hasSize(5)
                    .allSatisfy(job -> assertThat(job.state().name()).isEqualTo("FINISHED"));
            assertThat(jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'JOB_RECLAIMED'",
                    Integer.class)).as("the dead process's claim was taken back").isPositive();
            assertThat(observer.bean(CatalogService.class).partitions(DAILY_REF)).extracting(PartitionDetail::spec)
                    .hasSize(5);
        }
    }

    @Test
    @Order(2)
    void twoFreshetInstancesOnOneDatabaseRunOneBackfillOnce() throws Exception {
        Set<String> jobsBefore = jobIds();
        try (FreshetProcess first = startProcess(LocalClusterFixture.newHome("ClusterRecoveryIT-first"));
             FreshetProcess second = startProcess(LocalClusterFixture.newHome("ClusterRecoveryIT-second"))) {
            BackfillService backfills = observer.bean(BackfillService.class);
            long id = backfills.start(new BackfillRequest(DAILY, day(1), day(5), false)).id();

            BackfillDetail done = await(() -> backfills.detail(id), d -> d.summary().state().isFinal(),
                    "the backfill to end");

            assertThat(done.summary().state()).as(done.summary().message()).isEqualTo(BackfillState.SUCCEEDED);
            assertThat(done.partitions()).hasSize(5).allSatisfy(p -> assertThat(p.attempts()).isEqualTo(1));
            assertThat(jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'JOB_CLAIMED'"
                    + " AND target = ?", Integer.class, "backfill-" + id + "-1")).as("one claim").isEqualTo(1);
            assertThat(refreshJobsOf("daily", jobsBefore)).as("one refresh job per partition in Flink").hasSize(5);
        }
    }

    @Test
    @Order(3)
    void aFullTablesScheduleLostWhenTheGatewayProcessRestartsIsRestoredAndFiresAgain() throws Exception {
        try (GatewaySession session = gateway()) {
            session.execute("USE CATALOG lakehouse");
            session.execute("CREATE MATERIALIZED TABLE rec.every_10s (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '10' SECOND REFRESH_MODE = FULL AS SELECT id, amount FROM rec.orders");
        }
        Instant createdAt = Instant.now();
        // Freshet has seen the scheduler at work before the restart: a scheduled refresh in Flink's job list
        await(() -> scheduledRefreshesSince(createdAt), jobs -> !jobs.isEmpty(), "a scheduled refresh of every_10s");

        LocalCluster cluster = CLUSTER.cluster();
        cluster.stopGateway();
        Instant restartedAt = Instant.now();
        cluster.startGateway();

        // an external gateway's restart shows as a schedule overdue by two periods plus a grace
        int restored = await(() -> jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = ? AND"
                + " target = ? AND actor = 'system'", Integer.class, "MATERIALIZED_TABLE_SCHEDULE_RESTORED", EVERY_10S),
                n -> n > 0, "Freshet to restore the lost schedule");
        List<FlinkJob> after = await(() -> scheduledRefreshesSince(restartedAt), jobs -> !jobs.isEmpty(),
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

    private static FreshetProcess startProcess(Path processHome) throws IOException, InterruptedException {
        Files.createDirectories(processHome);
        // the same sealing key as the observer's, so the S3 keys in the secrets open there too
        Files.copy(home.resolve("secret.key"), processHome.resolve("secret.key"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        List<String> args = new ArrayList<>(List.of("--spring.profiles.active=postgres"));
        settings.forEach((key, value) -> args.add("--" + key + "=" + value));
        return FreshetProcess.start(processHome, args);
    }

    private static GatewaySession gateway() {
        return new GatewayClient(CLUSTER.cluster().gatewayUri()).session(Map.of());
    }

    /** Read from the JobManager's REST API, which answers while the gateway process is down too. */
    private static List<FlinkJob> refreshJobs() {
        return new FlinkRestClient(GatewayEndpoint.of(CLUSTER.cluster().flinkRestUri())).jobs().stream()
                .filter(j -> j.refresh().isPresent()).toList();
    }

    private static List<FlinkJob> refreshJobsOf(String table, Set<String> before) {
        return refreshJobs().stream().filter(j -> !before.contains(j.id()))
                .filter(j -> j.refresh().filter(r -> r.table().table().equals(table)).isPresent()).toList();
    }

    private static Set<String> jobIds() {
        return refreshJobs().stream().map(FlinkJob::id).collect(Collectors.toSet());
    }

    private static JdbcTemplate jdbc() {
        return new JdbcTemplate(POSTGRES.dataSource());
    }

    private static LocalDateTime day(int d) {
        return LocalDateTime.of(2024, 6, d, 0, 0);
    }
}
