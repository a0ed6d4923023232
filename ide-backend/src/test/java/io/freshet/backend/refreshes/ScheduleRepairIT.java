package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.EmbeddedFlinkSettings;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.flink.JobExecutionConfig;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.testing.Await;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessUnit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 18: the real embedded Flink, restarted mid-test, forgets FULL tables' schedules; Freshet restores them, a
 * scheduled refresh runs again and a table suspended before the restart can be resumed.
 */
class ScheduleRepairIT {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static final String TABLE = "lakehouse.default.mt_full";
    private static final String PAUSED = "lakehouse.default.mt_paused";
    private static final String MARKER = "freshet-" + System.nanoTime();
    private static final Pattern INIT_CONFIG = Pattern.compile("initConfig=\\{([^}]*)}");
    private EmbeddedFlink flink;

    @AfterEach
    void stop() {
        if (flink != null) {
            flink.close();
        }
    }

    @Test
    void aFullTablesScheduleLostInAGatewayRestartIsRestoredAndFiresAgain() throws Exception {
        Path home = EmbeddedGatewayExtension.newHome("ScheduleRepairIT");
        EmbeddedFlinkSettings settings = EmbeddedGatewayExtension.settings(home);
        flink = EmbeddedGatewayExtension.start(settings);
        JdbcTemplate jdbc = new JdbcTemplate(DB.dataSource());
        CreationSettings creations = new CreationSettings(jdbc);
        try (GatewaySession session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists("lakehouse", flink.layout().warehouse()));
            session.execute("USE CATALOG lakehouse");
            session.execute("CREATE TABLE src (id INT NOT NULL, v STRING, PRIMARY KEY (id) NOT ENFORCED)");
            session.execute("SET 'table.dml-sync' = 'true'");
            session.execute("INSERT INTO src VALUES (1, 'a'), (2, 'b')");
            // Flink gives the creating session's options to every scheduled refresh; Freshet records them on creation
            session.execute("SET 'pipeline.global-job-parameters' = 'created-with:" + MARKER + "'");
            session.execute("SET 'parallelism.default' = '2'");
            String create = "CREATE MATERIALIZED TABLE mt_full (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '10' SECOND REFRESH_MODE = FULL AS SELECT id, v FROM src";
            session.execute(create);
            creations.succeededQuietly("dev", ParsedSql.of(create).single().orElseThrow(), session);
            session.execute("CREATE MATERIALIZED TABLE mt_paused (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '1' HOUR REFRESH_MODE = FULL AS SELECT id, v FROM src");
            session.execute("ALTER MATERIALIZED TABLE mt_paused SUSPEND");
        }
        flink.close();
        flink = EmbeddedGatewayExtension.start(settings);
        Instant restartedAt = Instant.now();
        EmbeddedFlink restarted = flink;
        ScheduleRepair repair = new ScheduleRepair(() -> Optional.of(new GatewayClient(restarted.gatewayEndpoint())),
                restarted::pid, () -> List.of(new FullSchedule(TABLE, "`lakehouse`.`default`.`mt_full`",
                Freshness.of(10, FreshnessUnit.SECOND), "ACTIVATED"), new FullSchedule(PAUSED,
                "`lakehouse`.`default`.`mt_paused`", Freshness.of(1, FreshnessUnit.HOUR), "SUSPENDED")),
                table -> null, creations::of, LostSchedules.GRACE, new AuditLog(jdbc), Clock.systemUTC());

        List<ScheduleRepair.Restored> restored = repair.checkNow();

        assertThat(restored).extracting(ScheduleRepair.Restored::table).containsExactly(TABLE, PAUSED);
        assertThat(restored.get(0).cron()).isEqualTo("0/10 * * * * ? *");
        assertThat(repair.checkNow()).as("the same gateway, not overdue: not asked again").isEmpty();
        try (GatewaySession session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of())) {
            // without the paused schedule Flink refuses: the refresh workflow it resumes does not exist
            session.execute("ALTER MATERIALIZED TABLE lakehouse.`default`.mt_paused RESUME");
        }
        String refresh = awaitScheduled(flink, restartedAt);
        // what Flink's scheduler opens each refresh's session with; Flink's own schedule held the whole session's
        // configuration, the restored one the options the session SET
        assertThat(workflowInitConfigs(home)).as("the restored schedule's session options, as Flink's scheduler logs"
                + " them at each fire").contains(Set.of("table.dml-sync=true", "parallelism.default=2",
                "pipeline.global-job-parameters=created-with:" + MARKER));
        assertThat(awaitEndedConfig(flink, refresh)).as("the scheduled refresh job's own configuration")
                .isEqualTo(new JobExecutionConfig(2, Map.of("created-with", MARKER)));
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = ? AND target = ?"
                + " AND actor = 'system'", Integer.class, "MATERIALIZED_TABLE_SCHEDULE_RESTORED", TABLE)).isEqualTo(1);
    }

    /** The first scheduled refresh of mt_full that started after {@code since}; fails after 3 minutes. */
    private static String awaitScheduled(EmbeddedFlink flink, Instant since) throws InterruptedException {
        FlinkRestClient jobs = new FlinkRestClient(flink.flinkRestEndpoint());
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        List<FlinkJob> scheduled = List.of();
        while (scheduled.isEmpty() && Instant.now().isBefore(deadline)) {
            Thread.sleep(2000);
            scheduled = jobs.jobs().stream().filter(j -> j.startTime() != null && j.startTime().isAfter(since))
                    .filter(j -> j.refresh().map(r -> r.kind() == RefreshJobName.Kind.PERIODIC
                            && r.table().table().equals("mt_full")).orElse(false)).toList();
        }
        assertThat(scheduled).as("a scheduled refresh of mt_full after %s", since).isNotEmpty();
        return scheduled.get(0).id();
    }

    /**
     * The job's execution config once it has ended: while a job initializes, Flink answers from a placeholder
     * (parallelism 1, no parameters) and caches that answer for a few seconds, so the ended job is asked again.
     */
    private static JobExecutionConfig awaitEndedConfig(EmbeddedFlink flink, String jobId) {
        FlinkRestClient jobs = new FlinkRestClient(flink.flinkRestEndpoint());
        return Await.until(Duration.ofMinutes(1), () -> jobs.jobs().stream()
                        .anyMatch(j -> j.id().equals(jobId) && j.state().ended())
                        ? jobs.executionConfig(jobId) : Optional.<JobExecutionConfig>empty(),
                config -> config.map(c -> !c.userConfig().isEmpty()).orElse(false),
                "the execution config of ended job " + jobId).orElseThrow();
    }

    /** The init config of each workflow fire in the embedded Flink's gateway logs, as sets of key=value. */
    private static List<Set<String>> workflowInitConfigs(Path home) throws IOException {
        List<Set<String>> configs = new ArrayList<>();
        try (Stream<Path> logs = Files.list(home.resolve("log"))) {
            for (Path log : logs.filter(f -> f.getFileName().toString().startsWith("flink-gateway.log")).toList()) {
                for (String line : Files.readAllLines(log)) {
                    Matcher init = INIT_CONFIG.matcher(line);
                    if (line.contains("Execute refresh operation for workflow") && init.find()) {
                        configs.add(Set.of(init.group(1).split(", ")));
                    }
                }
            }
        }
        return configs;
    }
}
