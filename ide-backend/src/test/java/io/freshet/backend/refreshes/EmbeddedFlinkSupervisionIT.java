package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.freshness.FreshnessMonitor;
import io.freshet.backend.freshness.FreshnessReadings;
import io.freshet.backend.freshness.LostJobs;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.FlinkRestConnection;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.backend.status.GatewayProbe;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.RestExchange;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.RetainedCheckpoints;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.testing.Await;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.status.ComponentStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 32: {@code kill -9} of the embedded Flink child. Freshet starts it again, its CONTINUOUS table's job runs again
 * from the lost job's latest checkpoint (no duplicates, new rows arrive), one whose checkpoints are gone is not
 * repaired and says why, its FULL table's schedule fires again, the
 * tree never says ACTIVATED while the job is gone, a user's session goes on on the new gateway, and the log of the
 * Flink that died is kept.
 */
class EmbeddedFlinkSupervisionIT {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static final Duration RESTART_LIMIT = Duration.ofMinutes(2);
    private static final TableId LIVE = new TableId("lakehouse", "default", "mt_live");
    private static final TableId ORPHAN = new TableId("lakehouse", "default", "mt_orphan");
    private static final ObjectMapper JSON = new ObjectMapper();

    private GatewayConnection connection;
    private PaimonCatalogSnapshotSource source;
    private FreshnessMonitor monitor;
    private ContinuousRepairTask continuous;
    private ScheduleRepairTask schedules;

    @AfterEach
    void stop() {
        for (Runnable stop : new Runnable[] {() -> schedules.stop(), () -> continuous.stop(), () -> monitor.stop(),
                () -> source.stop(), () -> connection.stop()}) {
            try {
                stop.run();
            } catch (RuntimeException | Error e) {
                // the next one still has to stop
            }
        }
    }

    @Test
    void aKilledFlinkIsRestartedAndItsTablesGoOnFromTheirCheckpointAndSchedule() throws Exception {
        Path home = EmbeddedGatewayExtension.newHome("EmbeddedFlinkSupervisionIT");
        Path lib = EmbeddedGatewayExtension.libDir();
        FreshetProperties properties = new FreshetProperties(home, new FreshetProperties.Gateway(""),
                new FreshetProperties.Embedded(lib, null, 0, 0, null, null), new FreshetProperties.Catalog("lakehouse", ""));
        JdbcTemplate jdbc = new JdbcTemplate(DB.dataSource());
        AuditLog audit = new AuditLog(jdbc);
        CreationSettings creations = new CreationSettings(jdbc);
        LostJobs lost = new LostJobs();
        connection = new GatewayConnection(properties, new CatalogBootstrap(properties));
        PaimonCatalogAccess access = new PaimonCatalogAccess(connection, properties);
        source = new PaimonCatalogSnapshotSource(access, Duration.ofHours(1));
        monitor = new FreshnessMonitor(new FlinkRestConnection(connection, "", ""), source, Duration.ofSeconds(5));
        FreshnessReadings readings = new FreshnessReadings(source, monitor, RecordedRefreshes.NONE, lost);
        continuous = new ContinuousRepairTask(connection, source, access, lost, audit);
        schedules = new ScheduleRepairTask(connection, source, monitor, RecordedRefreshes.NONE, creations, audit,
                Duration.ofHours(1), LostSchedules.GRACE);
        connection.connect();
        assertThat(connection.snapshot().state()).isEqualTo(GatewayState.READY);
        EmbeddedFlink first = connection.embedded().orElseThrow();
        monitor.start();

        // a user's session, open across the kill: its catalog and options come back by replay
        GatewaySession user = connection.client().session(Map.of());
        try (GatewaySession session = connection.client().session(Map.of())) {
            user.execute("USE CATALOG lakehouse");
            session.execute("USE CATALOG lakehouse");
            session.execute("CREATE TABLE src (id INT NOT NULL, v STRING, PRIMARY KEY (id) NOT ENFORCED)");
            insert(session, "(1, 'a'), (2, 'b'), (3, 'c')");
            session.execute("CREATE MATERIALIZED TABLE mt_live (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '2' SECOND REFRESH_MODE = CONTINUOUS AS SELECT id, v FROM src");
            session.execute("CREATE MATERIALIZED TABLE mt_orphan (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '2' SECOND REFRESH_MODE = CONTINUOUS AS SELECT id, v FROM src");
            String create = "CREATE MATERIALIZED TABLE mt_full (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '10' SECOND REFRESH_MODE = FULL AS SELECT id, v FROM src";
            session.execute(create);
            creations.succeededQuietly("dev", ParsedSql.of(create).single().orElseThrow(), session);
            awaitIds(session, List.of(1, 2, 3));
            insert(session, "(4, 'd')");
            awaitIds(session, List.of(1, 2, 3, 4));
        }
        String lostJob = liveTable().map(t -> MaterializedTableOptions.jobId(t.options()))
                .orElseThrow();
        RetainedCheckpoints.Checkpoint before = Await.until(Duration.ofMinutes(1),
                () -> RetainedCheckpoints.latest(first.layout().checkpoints(), lostJob),
                Optional::isPresent, "a completed checkpoint of " + lostJob).orElseThrow();

        String orphanJob = MaterializedTableOptions.jobId(source.readNow().snapshot().table(ORPHAN).orElseThrow().options());

        new ProcessBuilder("kill", "-9", Long.toString(first.pid())).inheritIO().start().waitFor();
        Instant killed = Instant.now();
        first.onExit().get();
        // as if its job had never completed a checkpoint: the restart takes seconds, this a moment
        deleteRecursively(first.layout().checkpoints().resolve(orphanJob));

        Await.until(Duration.ofSeconds(30), () -> readings.status(liveTable().orElseThrow()),
                status -> status.startsWith("JOB LOST"), "mt_live's status while its job is gone");
        assertThat(readings.judge(liveTable().orElseThrow()).words()).contains("The embedded Flink died at")
                .contains("exit code 137");
        Await.until(RESTART_LIMIT, () -> connection.supervision().restarts() == 1
                && connection.snapshot().state() == GatewayState.READY, done -> done, "the restart of the embedded Flink");
        EmbeddedFlink second = connection.embedded().orElseThrow();
        assertThat(second.pid()).isNotEqualTo(first.pid());
        assertThat(Duration.between(killed, Instant.now())).isLessThan(RESTART_LIMIT);
        ComponentStatus status = new GatewayProbe(connection).check();
        assertThat(status.health()).isEqualTo(ComponentStatus.Health.UP);
        assertThat(status.detail()).contains("Restarted 1 time after it died").contains("exit code 137");

        FlinkRestClient rest = new FlinkRestClient(second.flinkRestEndpoint());
        String newJob = Await.until(RESTART_LIMIT, () -> source.readNow().snapshot().table(LIVE)
                        .map(t -> MaterializedTableOptions.jobId(t.options())).orElse(lostJob),
                job -> !job.equals(lostJob) && running(rest, job), "mt_live's new refresh job");
        assertThat(Duration.between(killed, Instant.now())).as("from the kill to mt_live's job running again")
                .isLessThan(RESTART_LIMIT);
        String restored = restoredFrom(second, newJob);
        assertThat(restored).as("the checkpoint the new job restored")
                .startsWith(first.layout().checkpoints().resolve(lostJob).resolve("chk-").toString());
        assertThat(Long.parseLong(restored.substring(restored.lastIndexOf("chk-") + 4).replace("/", "")))
                .as("the latest checkpoint, at least the one seen before the kill").isGreaterThanOrEqualTo(before.id());
        assertThat(readings.status(liveTable().orElseThrow())).isEqualTo("ACTIVATED");
        try (user) {
            insert(user, "(5, 'e'), (6, 'f')");
            awaitIds(user, List.of(1, 2, 3, 4, 5, 6));
            assertThat(user.reopens()).as("the user's session, reopened on the new gateway and replayed").isEqualTo(1);
        }
        TableInfo orphan = Await.until(RESTART_LIMIT, () -> source.readNow().snapshot().table(ORPHAN).orElseThrow(),
                t -> readings.status(t).equals("JOB LOST, NOT REPAIRED") || readings.status(t).equals("SUSPENDED"),
                "mt_orphan's outcome");
        assertThat(readings.judge(orphan).words()).startsWith("Not repaired: its refresh job " + orphanJob)
                .contains("left no completed checkpoint");
        assertThat(new GatewayProbe(connection, lost).check().detail())
                .contains("lakehouse.default.mt_orphan (job lost, not repaired)");
        assertThat(scheduledRefreshAfter(rest, killed)).as("the first scheduled refresh of mt_full after the kill")
                .isBefore(killed.plus(RESTART_LIMIT));
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'MATERIALIZED_TABLE_REPAIRED'"
                + " AND actor = 'system' AND outcome = 'SUCCESS' AND target = ?", Integer.class, LIVE.toString()))
                .isEqualTo(1);

        Path oldLog = first.layout().logDir().resolve("flink-gateway.log.1");
        assertThat(Files.readString(oldLog)).as("the log of the Flink that died, kept").contains(lostJob)
                .doesNotContain(newJob);
        assertThat(Files.readString(second.layout().logFile())).contains(newJob);
    }

    private static void deleteRecursively(Path dir) throws java.io.IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private Optional<TableInfo> liveTable() {
        return source.readNow().snapshot().table(LIVE);
    }

    private static void insert(GatewaySession session, String rows) {
        session.execute("SET 'table.dml-sync' = 'true'");
        session.execute("INSERT INTO src VALUES " + rows);
        session.execute("SET 'table.dml-sync' = 'false'");
    }

    /** Waits until mt_live holds exactly these ids, once each: a primary key table shows no duplicates. */
    private static void awaitIds(GatewaySession session, List<Integer> ids) {
        session.execute("SET 'execution.runtime-mode' = 'batch'");
        try {
            Await.until(RESTART_LIMIT, () -> session.execute("SELECT id FROM mt_live ORDER BY id").rows().stream()
                    .map(r -> ((Number) r.fields().get(0)).intValue()).toList(), ids::equals, "mt_live's rows " + ids);
        } finally {
            session.execute("SET 'execution.runtime-mode' = 'streaming'");
        }
    }

    private static boolean running(FlinkRestClient rest, String jobId) {
        return rest.jobs().stream().anyMatch(j -> j.id().equals(jobId) && j.state() == FlinkJobState.RUNNING);
    }

    /** Flink's own record of where the job's state came from: the restored checkpoint's external path. */
    private static String restoredFrom(EmbeddedFlink flink, String jobId) {
        RestExchange rest = new RestExchange(flink.flinkRestEndpoint(), Duration.ofSeconds(10), "Flink's REST API");
        return Await.until(Duration.ofMinutes(1), () -> {
            try {
                JsonNode stats = JSON.readTree(rest.send(rest.request("/jobs/" + jobId + "/checkpoints"), "GET",
                        "/jobs/" + jobId + "/checkpoints").body());
                return stats.path("latest").path("restored").path("external_path").asText("");
            } catch (java.io.IOException e) {
                return "";
            }
        }, path -> !path.isEmpty(), "the restore path of " + jobId).replace("file:", "").replaceAll("^/+", "/");
    }

    /** When the first scheduled refresh of mt_full started after {@code since} (waits up to 2 minutes for one). */
    private static Instant scheduledRefreshAfter(FlinkRestClient rest, Instant since) {
        return Await.until(Duration.ofMinutes(2), () -> rest.jobs().stream()
                .filter(j -> j.startTime() != null && j.startTime().isAfter(since))
                .filter(EmbeddedFlinkSupervisionIT::isPeriodicRefreshOfFull)
                .map(FlinkJob::startTime).min(Instant::compareTo), Optional::isPresent,
                "a scheduled refresh of mt_full").orElseThrow();
    }

    private static boolean isPeriodicRefreshOfFull(FlinkJob job) {
        return job.refresh().map(r -> r.kind() == RefreshJobName.Kind.PERIODIC && r.table().table().equals("mt_full"))
                .orElse(false);
    }
}
