package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.common.ServiceException;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.ui.ingest.CheckOutcome;
import io.freshet.ui.ingest.IngestionJob;
import io.freshet.ui.ingest.IngestionMetrics;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceTestResult;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionPlan;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * An ingestion through the service against real servers: a PostgreSQL with logical replication, the ingestion Flink
 * (Flink 1.20 + Flink CDC) it starts on demand, and the main embedded Flink 2.0 reading the ODS tables. Snapshot,
 * changes, stop with savepoint and restart, delete dropping the slots; counts and sums checked against PostgreSQL.
 */
class IngestionServiceIT {

    private static final String USER = "dana";
    private static final String PASSWORD = "cdc-Secret-77";
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final OwnShop SHOP = OwnShop.of("svc");
    private static final String SOURCE = SHOP.database();
    private static final String CTL = "ctl_svc";
    private static final List<LayerCheck.Fingerprint> ODS = SHOP.fingerprints();
    private static final String EMAIL_QUERY = "SELECT `email` FROM `lakehouse`.`" + SHOP.ods() + "`.`users`";

    @RegisterExtension
    static final IngestionServers SERVERS = new IngestionServers();

    @TempDir
    static Path home;

    private static SourcePostgres postgres;
    private static MainFlink main;
    private static IngestionRig rig;
    private static CdcIngestionService service;
    private static AuditLog audit;
    private static LayerCheck ods;
    private static IngestionMonitoring monitor;

    @BeforeAll
    static void start() {
        postgres = SERVERS.postgres();
        SERVERS.createShop(SHOP, PASSWORD, true);
        main = SERVERS.main(home);
        rig = IngestionRig.start(main.properties(), main.gateway(), USER, new SourceDefinition(SOURCE,
                SourceKind.POSTGRESQL, "127.0.0.1", postgres.port(), SHOP.database(), SHOP.role(), PASSWORD));
        service = rig.service();
        audit = rig.audit();
        monitor = rig.monitor();
        ods = new LayerCheck(main.client(), postgres, SHOP.database());
    }

    @AfterAll
    static void stop() throws Exception {
        MainFlink.keepLog(IngestionRig.ingestLogFile(home), "IngestionServiceIT-ingest.log");
        if (rig != null) {
            rig.close();
        }
        if (main != null) {
            main.close();
        }
    }

    @BeforeEach
    void signIn() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(USER, "n/a",
                "ROLE_DEVELOPER"));
    }

    @Test
    void theCdcServiceLeavesTheSnapshotModeToTheSnapshotService() {
        assertThatThrownBy(() -> service.plan(SOURCE, "public", List.of(), SHOP.ods(), IngestionMode.SNAPSHOT))
                .isInstanceOf(ServiceException.class).hasMessageContaining("is not change data capture");
    }

    @Test
    void anIngestionSnapshotsStreamsStopsRestartsAndIsDeletedWithItsSlots() {
        IngestionPlan plan = service.plan(SOURCE, "public", ShopFixture.TABLES, SHOP.ods(), IngestionMode.CDC);
        assertThat(plan.slots()).containsExactlyInAnyOrder("freshet_shop_svc_public_users",
                "freshet_shop_svc_public_items", "freshet_shop_svc_public_orders",
                "freshet_shop_svc_public_order_items");
        assertThat(String.join("\n", plan.statements())).contains("'password' = '***'").doesNotContain(PASSWORD)
                .contains("EXECUTE STATEMENT SET BEGIN", "'connector' = 'postgres-cdc'");

        IngestionSummary created = service.create(SOURCE, "public", ShopFixture.TABLES, SHOP.ods(), IngestionMode.CDC);
        assertThat(created.state()).isEqualTo(IngestionState.RUNNING);
        assertThat(created.jobId()).matches("[0-9a-f]{32}");
        ods.awaitSame(ODS, WAIT);

        postgres.sql(SHOP.database(), ShopFixture.CHANGES);
        ods.awaitSame(ODS, WAIT);
        assertThat(metricsOnce(m -> m.rowsPerSecond() != null)).singleElement().satisfies(m -> {
            assertThat(m.id()).isEqualTo(created.id());
            assertThat(m.rowsPerSecond()).as("the job's source operators' rate, read from the ingestion Flink")
                    .isNotNull().isGreaterThanOrEqualTo(0.0);
            assertThat(m.lagBytes()).as("each slot's lag, read from PostgreSQL")
                    .containsOnlyKeys(plan.slots().toArray(String[]::new));
        });
        assertThat(metricsOnce(m -> m.odsLatency() != null && m.lagSeconds() != null)).singleElement().satisfies(m -> {
            // the rig's ingestion Flink checkpoints every 2 s: the estimate reads that interval from the job
            assertThat(m.odsLatency().worstSeconds() - m.odsLatency().typicalSeconds())
                    .as("half the job's checkpoint interval, read from Flink").isCloseTo(1.0, within(0.001));
            assertThat(m.odsLatency().typicalSeconds()).as("the source's emit lag and half the interval at least")
                    .isGreaterThanOrEqualTo(m.lagSeconds() + 1.0);
        });
        assertThat(service.list()).singleElement().satisfies(i -> assertThat(i.jobStatus()).isEqualTo("RUNNING"));

        // the replication connections dropped under the job: its sources fail and Flink restarts it from its last
        // checkpoint; the job is RUNNING again soon after, so only the restart count and its cause tell
        assertThat(sourceCount("SELECT count(pg_terminate_backend(active_pid)) FROM pg_replication_slots"
                + " WHERE database = current_database() AND active_pid IS NOT NULL")).isPositive();
        assertThat(metricsOnce(m -> m.restarts() != null && m.restarts() > 0)).singleElement().satisfies(m -> {
            assertThat(m.restarts()).as("Flink's restart count of the ingestion job").isPositive();
            assertThat(m.lastFailure()).as("the latest failure's cause").isNotBlank();
        });
        postgres.sql(SHOP.database(), "UPDATE users SET score = score + 1 WHERE user_id = 1");
        ods.awaitSame(ODS, WAIT);

        IngestionSummary stopped = service.stop(created.id());
        assertThat(stopped.state()).isEqualTo(IngestionState.STOPPED);
        assertThat(stopped.savepoint()).isNotBlank();
        postgres.sql(SHOP.database(), ShopFixture.CHANGES_WHILE_STOPPED);
        IngestionSummary restarted = service.restart(created.id());
        assertThat(restarted.state()).isEqualTo(IngestionState.RUNNING);
        assertThat(restarted.jobId()).isNotEqualTo(created.jobId());
        ods.awaitSame(ODS, WAIT);

        assertThat(service.drift(created.id())).isEmpty();
        postgres.sql(SHOP.database(), "ALTER TABLE users ADD COLUMN email TEXT");
        assertThat(service.drift(created.id())).singleElement().satisfies(d -> {
            assertThat(d.table()).isEqualTo("users");
            assertThat(d.needsResync()).isFalse();
            assertThat(d.ddl()).containsExactly("ALTER TABLE `lakehouse`.`" + SHOP.ods()
                    + "`.`users` ADD `email` STRING");
        });
        rig.catalogReader().readNow();
        assertThat(new ScriptAnalyzer().check(EMAIL_QUERY, rig.catalogReader().current()).diagnostics())
                .as("the editor's catalog before the apply").isNotEmpty();
        // applied to the running ingestion: stop with savepoint, ALTER TABLE, restart from the savepoint
        IngestionSummary applied = service.applyDrift(created.id());
        assertThat(new ScriptAnalyzer().check(EMAIL_QUERY, rig.catalogReader().current()).diagnostics())
                .as("the editor validates the new column at once: the apply re-read its catalog").isEmpty();
        assertThat(applied.state()).isEqualTo(IngestionState.RUNNING);
        assertThat(applied.jobId()).isNotEqualTo(restarted.jobId());
        assertThat(service.drift(created.id())).isEmpty();
        postgres.sql(SHOP.database(), "INSERT INTO users (user_id, user_name, score, email) VALUES (900, 'eve', 7,"
                + " 'eve@example.com')", "UPDATE users SET email = 'ada@example.com' WHERE user_id = 1");
        ods.awaitSame(ODS, WAIT);
        assertThat(ods.awaitValues("SELECT user_id, email FROM lakehouse." + SHOP.ods() + ".users",
                Map.of(900L, "eve@example.com", 1L, "ada@example.com"), WAIT))
                .as("rows after the change carry the new column")
                .containsOnly(Map.entry(900L, "eve@example.com"), Map.entry(1L, "ada@example.com"));
        assertThat(audit.find(new AuditQuery(USER, "INGESTION_DRIFT_APPLIED", null, 5))).singleElement()
                .satisfies(e -> assertThat(e.detail()).contains("ADD `email` STRING"));

        assertThat(audit.find(new AuditQuery(null, null, null, 1_000))).extracting(AuditEntry::detail)
                .isNotEmpty().noneMatch(d -> d != null && d.contains(PASSWORD));
        assertThat(IngestionRig.ingestLog(home)).as("the ingestion Flink's log").contains("database.password=******")
                .doesNotContain(PASSWORD);
        String target = IngestionJobs.target(created.id(), SOURCE);
        assertThat(audit.find(new AuditQuery(USER, "INGESTION_RESTARTED", target, 5))).hasSize(2).allSatisfy(e ->
                assertThat(e.outcome()).isEqualTo(AuditLog.SUCCESS));

        service.delete(created.id());
        assertThat(sourceCount("SELECT count(*) FROM pg_replication_slots WHERE database = current_database()"))
                .isZero();
        assertThat(sourceCount("SELECT count(*) FROM pg_publication WHERE pubname LIKE 'freshet_%'"))
                .isZero();
        assertThat(service.list()).isEmpty();
        ods.awaitSame(ODS, Duration.ZERO);
    }

    /**
     * Issue 33 (c) and the control of an ingestion's jobs, on one table into a database of its own: a table without
     * REPLICA IDENTITY FULL is refused before start with the table check's words; once the source user loses its
     * REPLICATION right the ingestion turns FAILING within 60 s with PostgreSQL's words, and Re-test fails the same
     * check; a stop whose savepoint cannot be taken cancels, leaving no job; the restart runs exactly one; after
     * Delete Flink lists no job of it and no slot or publication comes back over 20 s (no job left to re-create them).
     */
    @Test
    void aSourceThatLosesItsReplicationRightTurnsFailingAndTheIngestionStaysUnderControl() throws Exception {
        String slot = SHOP.slot("items");
        postgres.sql(SHOP.database(), "ALTER TABLE items REPLICA IDENTITY DEFAULT");
        try {
            SourceTestResult flagged = rig.admin().checkTables(SOURCE, "public", List.of("items"));
            assertThat(flagged.problems()).singleElement().asString()
                    .contains("ALTER TABLE public.items REPLICA IDENTITY FULL;");
            assertThatThrownBy(() -> service.create(SOURCE, "public", List.of("items"), CTL, IngestionMode.CDC))
                    .isInstanceOf(ServiceException.class)
                    .hasMessage("The ingestion cannot start: " + flagged.problems().get(0));
        } finally {
            postgres.sql(SHOP.database(), "ALTER TABLE items REPLICA IDENTITY FULL");
        }
        IngestionSummary created = service.create(SOURCE, "public", List.of("items"), CTL, IngestionMode.CDC);
        awaitCount("SELECT count(*) FROM pg_replication_slots WHERE slot_name = '" + slot + "' AND active", 1);

        postgres.sql("postgres", "ALTER ROLE " + SHOP.role() + " NOREPLICATION");
        try {
            sourceCount("SELECT count(pg_terminate_backend(active_pid)) FROM pg_replication_slots"
                    + " WHERE slot_name = '" + slot + "' AND active_pid IS NOT NULL");
            long lost = System.nanoTime();
            IngestionSummary failing = awaitState(created.id(), IngestionState.FAILING, Duration.ofSeconds(60));
            System.out.printf("FAILING %d ms after the right was lost: %s%n",
                    Duration.ofNanos(System.nanoTime() - lost).toMillis(), failing.message());
            assertThat(failing.state()).isEqualTo(IngestionState.FAILING);
            assertThat(failing.message()).contains("must be superuser or replication role");
            assertThat(rig.admin().retest(SOURCE).checks()).filteredOn(c -> c.kind() == SourceCheckKind.REPLICATION)
                    .singleElement().satisfies(c -> assertThat(c.outcome()).isEqualTo(CheckOutcome.FAILED));
            assertThat(rig.admin().checkTables(SOURCE, "public", List.of("items")).problems()).singleElement()
                    .asString().contains("must be superuser or replication role");

            IngestionSummary stopped = service.stop(created.id());
            assertThat(stopped.state()).isEqualTo(IngestionState.STOPPED);
            assertThat(stopped.message()).startsWith("Stopped by cancelling");
            assertThat(liveJobs(created.id())).as("no job of it runs after the stop").isEmpty();
        } finally {
            postgres.sql("postgres", "ALTER ROLE " + SHOP.role() + " REPLICATION");
        }
        IngestionSummary restarted = service.restart(created.id());
        assertThat(restarted.state()).isEqualTo(IngestionState.RUNNING);
        assertThat(liveJobs(created.id())).extracting(IngestionJob::jobId).containsExactly(restarted.jobId());

        service.delete(created.id());
        assertThat(liveJobs(created.id())).isEmpty();
        for (int look = 0; look < 10; look++) {
            assertThat(sourceCount("SELECT (SELECT count(*) FROM pg_replication_slots WHERE slot_name = '"
                    + slot + "') + (SELECT count(*) FROM pg_publication WHERE pubname = '" + slot + "')"))
                    .as("slot and publication stay dropped").isZero();
            Thread.sleep(2000);
        }
        assertThat(service.flinkJobs()).noneMatch(j -> !IngestionControl.ENDED.contains(j.status()));
    }

    private static List<IngestionJob> liveJobs(long id) {
        return service.flinkJobs().stream().filter(j -> Long.valueOf(id).equals(j.ingestion())
                && !IngestionControl.ENDED.contains(j.status())).toList();
    }

    /** The watch's looks, as its schedule would make them, until the ingestion is in the state or time is up. */
    private static IngestionSummary awaitState(long id, IngestionState wanted, Duration within) throws Exception {
        long deadline = System.nanoTime() + within.toNanos();
        while (true) {
            rig.watch().observe();
            IngestionSummary i = service.list().stream().filter(x -> x.id() == id).findFirst().orElseThrow();
            if (i.state() == wanted || System.nanoTime() > deadline) {
                return i;
            }
            Thread.sleep(2000);
        }
    }

    /** Until one look sees the count; judged on that look (a slot can turn active and idle again between two). */
    private static void awaitCount(String query, long wanted) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        long seen = sourceCount(query);
        while (seen != wanted && System.nanoTime() < deadline) {
            Thread.sleep(1000);
            seen = sourceCount(query);
        }
        assertThat(seen).as(query).isEqualTo(wanted);
    }

    /** A count of the class's own source database. */
    private static long sourceCount(String query) {
        return postgres.count(SHOP.database(), query);
    }

    /** Flink's metric fetcher refreshes every 10 s: a job a few seconds old may have no metrics yet. */
    private static List<IngestionMetrics> metricsOnce(Predicate<IngestionMetrics> known) {
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        List<IngestionMetrics> metrics = monitor.metrics();
        while (!metrics.stream().allMatch(known) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            metrics = monitor.metrics();
        }
        return metrics;
    }
}
