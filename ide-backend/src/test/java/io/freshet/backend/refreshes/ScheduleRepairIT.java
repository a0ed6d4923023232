package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.audit.AuditLog;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.EmbeddedFlinkSettings;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessUnit;
import java.nio.file.Path;
import java.time.Clock;
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
 * Issue 18: the real embedded Flink, restarted mid-test, forgets FULL tables' schedules; Freshet restores them, a
 * scheduled refresh runs again and a table suspended before the restart can be resumed.
 */
class ScheduleRepairIT {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static final String TABLE = "lakehouse.default.mt_full";
    private static final String PAUSED = "lakehouse.default.mt_paused";
    private EmbeddedFlink flink;

    @AfterEach
    void stop() {
        if (flink != null) {
            flink.close();
        }
    }

    @Test
    void aFullTablesScheduleLostInAGatewayRestartIsRestoredAndFiresAgain() throws Exception {
        Path home = Path.of("target", "it-homes", "ScheduleRepairIT-" + System.currentTimeMillis()).toAbsolutePath();
        Path lib = Path.of(System.getProperty("freshet.embedded.lib-dir", "../gateway-bridge/target/embedded-flink/lib"));
        EmbeddedFlinkSettings settings = EmbeddedFlinkSettings.defaults(home, lib.toAbsolutePath());
        flink = EmbeddedFlink.start(settings);
        try (GatewaySession session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists("lakehouse", flink.layout().warehouse()));
            session.execute("USE CATALOG lakehouse");
            session.execute("CREATE TABLE src (id INT NOT NULL, v STRING, PRIMARY KEY (id) NOT ENFORCED)");
            session.execute("SET 'table.dml-sync' = 'true'");
            session.execute("INSERT INTO src VALUES (1, 'a'), (2, 'b')");
            session.execute("CREATE MATERIALIZED TABLE mt_full (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '10' SECOND REFRESH_MODE = FULL AS SELECT id, v FROM src");
            session.execute("CREATE MATERIALIZED TABLE mt_paused (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '1' HOUR REFRESH_MODE = FULL AS SELECT id, v FROM src");
            session.execute("ALTER MATERIALIZED TABLE mt_paused SUSPEND");
        }
        flink.close();
        flink = EmbeddedFlink.start(settings);
        Instant restartedAt = Instant.now();
        EmbeddedFlink restarted = flink;
        JdbcTemplate jdbc = new JdbcTemplate(DB.dataSource());
        ScheduleRepair repair = new ScheduleRepair(() -> Optional.of(new GatewayClient(restarted.gatewayEndpoint())),
                restarted::pid, () -> List.of(new FullSchedule(TABLE, "`lakehouse`.`default`.`mt_full`",
                Freshness.of(10, FreshnessUnit.SECOND), "ACTIVATED"), new FullSchedule(PAUSED,
                "`lakehouse`.`default`.`mt_paused`", Freshness.of(1, FreshnessUnit.HOUR), "SUSPENDED")),
                table -> null, new AuditLog(jdbc), Clock.systemUTC());

        List<ScheduleRepair.Restored> restored = repair.checkNow();

        assertThat(restored).extracting(ScheduleRepair.Restored::table).containsExactly(TABLE, PAUSED);
        assertThat(restored.get(0).cron()).isEqualTo("0/10 * * * * ? *");
        assertThat(repair.checkNow()).as("the same gateway, not overdue: not asked again").isEmpty();
        try (GatewaySession session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of())) {
            // without the paused schedule Flink refuses: the refresh workflow it resumes does not exist
            session.execute("ALTER MATERIALIZED TABLE lakehouse.`default`.mt_paused RESUME");
        }
        FlinkRestClient jobs = new FlinkRestClient(flink.flinkRestEndpoint());
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        List<FlinkJob> scheduled = List.of();
        while (scheduled.isEmpty() && Instant.now().isBefore(deadline)) {
            Thread.sleep(2000);
            scheduled = jobs.jobs().stream().filter(j -> j.startTime() != null && j.startTime().isAfter(restartedAt))
                    .filter(j -> j.refresh().map(r -> r.kind() == RefreshJobName.Kind.PERIODIC
                            && r.table().table().equals("mt_full")).orElse(false)).toList();
        }
        assertThat(scheduled).as("a scheduled refresh after the restart").isNotEmpty();
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = ? AND target = ?"
                + " AND actor = 'system'", Integer.class, "MATERIALIZED_TABLE_SCHEDULE_RESTORED", TABLE)).isEqualTo(1);
    }
}
