package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.ingest.sources.AdminIngestSourceService;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementGate;
import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.ingest.CheckOutcome;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionPlan;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTestResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * A MySQL ingestion through the service against real servers: a MariaDB with its binlog in ROW format (Debian's
 * mariadbd; Flink CDC lists MySQL, not MariaDB), the ingestion Flink (Flink 1.20 + Flink CDC's mysql-cdc) it starts
 * on demand, and the main embedded Flink 2.0 reading the ODS tables. Snapshot, changes, stop with savepoint and
 * restart, delete; counts and sums checked against MariaDB. Bad input is refused on save with MySQL's own checks.
 */
class MySqlIngestionIT {

    private static final String USER = "dana";
    private static final String PASSWORD = "cdc-Secret-77";
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final String ODS = "ods_mysql";

    @RegisterExtension
    static final IngestionServers SERVERS = new IngestionServers();

    @TempDir
    static Path home;

    private static SourceMariaDb mariaDb;
    private static MainFlink main;
    private static IngestionRig rig;
    private static CdcIngestionService service;
    private static AdminIngestSourceService admin;
    private static AuditLog audit;
    private static LayerCheck ods;

    @BeforeAll
    static void start() {
        mariaDb = SourceMariaDb.start(home.resolve("mariadb"));
        mariaDb.createCdcUser("cdc", PASSWORD);
        mariaDb.sql("", "CREATE DATABASE shop");
        mariaDb.sql("shop", ShopFixture.MARIADB_SCHEMA);
        // a server in another time zone than the ingestion Flink's (UTC here); the instant is 10:00 UTC
        mariaDb.sql("", "SET GLOBAL time_zone = '+02:00'");
        mariaDb.sql("shop", "CREATE TABLE events (id BIGINT PRIMARY KEY, at TIMESTAMP(3) NULL, local_at DATETIME(3))",
                "INSERT INTO events VALUES (1, '2026-12-01 12:00:00', '2026-12-01 12:00:00')");
        main = SERVERS.main(home);
        rig = IngestionRig.start(main.properties(), main.gateway(), USER, null);
        service = rig.service();
        admin = rig.admin();
        audit = rig.audit();
        ods = new LayerCheck(main.client(), query -> mariaDb.row("shop", query));
    }

    @AfterAll
    static void stop() throws Exception {
        MainFlink.keepLog(IngestionRig.ingestLogFile(home), "MySqlIngestionIT-ingest.log");
        if (rig != null) {
            rig.close();
        }
        if (main != null) {
            main.close();
        }
        if (mariaDb != null) {
            mariaDb.close();
        }
    }

    @BeforeEach
    void signIn() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(USER, "n/a",
                "ROLE_DEVELOPER"));
    }

    @Test
    void anIngestionSnapshotsStreamsStopsRestartsAndIsDeleted() {
        SourceTestResult saved = admin.save(source("shop", PASSWORD));
        assertThat(saved.problems()).as("MariaDB's binlog, row image and grants pass MySQL's checks").isEmpty();
        assertThat(saved.saved()).isTrue();
        assertThat(saved.cdcReady()).isTrue();

        List<String> tables = new ArrayList<>(ShopFixture.TABLES);
        tables.add("events");
        IngestionPlan plan = service.plan("shop", "shop", tables, ODS, IngestionMode.CDC);
        assertThat(plan.slots()).as("MySQL has no replication slots").isEmpty();
        assertThat(String.join("\n", plan.statements())).contains("'password' = '***'").doesNotContain(PASSWORD)
                .contains("EXECUTE STATEMENT SET BEGIN", "'connector' = 'mysql-cdc'", "'server-id' = '");

        IngestionSummary created = service.create("shop", "shop", tables, ODS, IngestionMode.CDC);
        assertThat(created.state()).as(created.message()).isEqualTo(IngestionState.RUNNING);
        ods.awaitSame(ShopFixture.ods(ODS), WAIT);

        mariaDb.sql("shop", ShopFixture.CHANGES);
        mariaDb.sql("shop", "INSERT INTO events VALUES (2, '2026-12-01 12:00:00', '2026-12-01 12:00:00')");
        ods.awaitSame(ShopFixture.ods(ODS), WAIT);
        assertThat(awaitEvents(2)).as("TIMESTAMP as the same instant from the snapshot and the binlog, DATETIME as"
                + " written").containsExactly("1 2026-12-01 10:00:00.000 2026-12-01 12:00:00.000",
                "2 2026-12-01 10:00:00.000 2026-12-01 12:00:00.000");
        assertThat(service.list()).singleElement().satisfies(i -> assertThat(i.jobStatus()).isEqualTo("RUNNING"));

        IngestionSummary stopped = service.stop(created.id());
        assertThat(stopped.state()).isEqualTo(IngestionState.STOPPED);
        assertThat(stopped.savepoint()).isNotBlank();
        mariaDb.sql("shop", ShopFixture.CHANGES_WHILE_STOPPED);
        IngestionSummary restarted = service.restart(created.id());
        assertThat(restarted.state()).as(restarted.message()).isEqualTo(IngestionState.RUNNING);
        assertThat(restarted.jobId()).isNotEqualTo(created.jobId());
        ods.awaitSame(ShopFixture.ods(ODS), WAIT);

        assertThat(audit.find(new AuditQuery(null, null, null, 1_000))).extracting(AuditEntry::detail)
                .isNotEmpty().noneMatch(d -> d != null && d.contains(PASSWORD));
        assertThat(IngestionRig.ingestLog(home)).as("the ingestion Flink's log").doesNotContain(PASSWORD);

        service.delete(created.id());
        assertThat(service.list()).isEmpty();
        assertThat(binlogReadersAfter(Duration.ofSeconds(30))).as("binlog connections left on MariaDB").isZero();
        ods.awaitSame(ShopFixture.ods(ODS), Duration.ZERO);
    }

    @Test
    void aWrongPasswordIsRefusedAndNothingIsStored() {
        SourceTestResult result = admin.save(source("wrong", "not-the-password"));
        assertThat(check(result, SourceCheckKind.REACHABLE).outcome()).isEqualTo(CheckOutcome.PASSED);
        assertThat(check(result, SourceCheckKind.CREDENTIALS).message()).startsWith("The login of 'cdc' was refused:")
                .contains("Access denied for user 'cdc'");
        assertThat(result.saved()).isFalse();
        assertThat(admin.list()).noneMatch(s -> s.name().equals("wrong"));
    }

    @Test
    void aStatementBinlogIsStoredButNotReadyForCdc() {
        mariaDb.sql("", "SET GLOBAL binlog_format = 'STATEMENT'");
        try {
            SourceTestResult result = admin.save(source("statement", PASSWORD));
            assertThat(result.saved()).isTrue();
            assertThat(result.cdcReady()).isFalse();
            assertThat(result.problems()).containsExactly("binlog_format is STATEMENT, but change data capture needs"
                    + " ROW: SET GLOBAL binlog_format = 'ROW' (and in my.cnf). Until then no table of this"
                    + " source can be ingested (snapshot ingestion reads PostgreSQL only).");
        } finally {
            mariaDb.sql("", "SET GLOBAL binlog_format = 'ROW'");
        }
        admin.delete("statement");
    }

    /** The ODS events rows, read with UTC as the session's zone, once there are as many as expected. */
    private static List<String> awaitEvents(int expected) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<String> rows = List.of();
        while (rows.size() < expected && System.nanoTime() < deadline) {
            try (GatewaySession session = main.client().session(Map.of("execution.runtime-mode", "batch",
                    "table.local-time-zone", "UTC"), StatementGate.NONE)) {
                rows = session.execute("SELECT id, CAST(`at` AS STRING), CAST(local_at AS STRING)"
                        + " FROM lakehouse." + ODS + ".events ORDER BY id").rows().stream()
                        .map(r -> r.fields().stream().map(String::valueOf).collect(Collectors.joining(" "))).toList();
            } catch (RuntimeException e) {
                rows = List.of();
            }
            if (rows.size() < expected) {
                sleep(2000);
            }
        }
        return rows;
    }

    private static SourceDefinition source(String name, String password) {
        return new SourceDefinition(name, SourceKind.MYSQL, "127.0.0.1", mariaDb.port(), "shop", "cdc", password);
    }

    private static SourceCheck check(SourceTestResult result, SourceCheckKind kind) {
        return result.checks().stream().filter(c -> c.kind() == kind).findFirst().orElseThrow();
    }

    /**
     * MariaDB's binlog dump threads outlive their reader until they next write to it (the job's sockets are closed on
     * cancel, seen with ss: FIN-WAIT-2), so each poll rotates the binlog to give them something to send.
     */
    private static long binlogReadersAfter(Duration wait) {
        String query = "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = 'cdc'"
                + " AND COMMAND LIKE 'Binlog Dump%'";
        long deadline = System.nanoTime() + wait.toNanos();
        long readers = mariaDb.count("", query);
        while (readers > 0 && System.nanoTime() < deadline) {
            mariaDb.sql("", "FLUSH BINARY LOGS");
            sleep(1000);
            readers = mariaDb.count("", query);
        }
        return readers;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
