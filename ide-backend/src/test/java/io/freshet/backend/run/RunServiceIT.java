package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.analysis.script.TextRange;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.backend.jobaccess.JobOwnerStore;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.policy.PolicyStore;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.backend.refreshes.CreationSettings;
import io.freshet.backend.refreshes.EditorRefreshes;
import io.freshet.backend.refreshes.RefreshHistoryStore;
import io.freshet.backend.refreshes.RefreshRecord;
import io.freshet.backend.refreshes.RefreshState;
import io.freshet.backend.refreshes.RefreshTrigger;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.gateway.FileUris;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.mt.PaimonSinkOptions;
import io.freshet.testing.Databases;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.common.UserMessages;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.HistoryQuery;
import io.freshet.ui.run.ResultFormat;
import io.freshet.ui.run.ResultPage;
import io.freshet.ui.run.ResultSort;
import io.freshet.ui.run.RuntimeMode;
import io.freshet.ui.run.RunRecord;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunState;
import io.freshet.ui.run.RunStatus;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The run service on a real embedded Flink SQL Gateway and H2: large results paged with bounded memory,
 * a streaming query stopped with its job, positioned errors in script coordinates, the cap, history and audit.
 * The Flink is the shared sample lakehouse's; the runs use a catalog of this class's own over its own warehouse, so
 * they meet nothing of the sample nor of the classes before it.
 */
class RunServiceIT {

    @RegisterExtension
    static final SampleLakehouseExtension LAKEHOUSE = SampleLakehouseExtension.shared();

    private static final String USER = "ann";
    private static final String CATALOG = "runs";
    private static final int WINDOW = 2_000;
    private static final String GEN_100K = "CREATE TEMPORARY TABLE IF NOT EXISTS gen100k (id BIGINT, name STRING) WITH ("
            + "'connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',"
            + " 'fields.id.end' = '100000', 'fields.name.length' = '6')";

    @TempDir
    static Path home;

    private static GatewayConnection connection;
    private static UserSessions sessions;
    private static RunRegistry registry;
    private static GatewayRunService service;
    private static JdbcTemplate jdbc;
    private static AuditLog audit;
    private static RunHistoryStore history;
    private static StatementGuard guard;
    private static PolicyStore policies;
    private static RefreshHistoryStore refreshHistory;
    private static UserJobs jobs;

    @BeforeAll
    static void start() {
        // the warehouse lies outside the Flink home, as a configured one does: the child may use it
        EmbeddedFlink flink = LAKEHOUSE.flink();
        FreshetProperties properties = new FreshetProperties(home, new FreshetProperties.Gateway(flink.gatewayUri().toString(),
                flink.gatewayEndpoint().token()),
                null, new FreshetProperties.Catalog(CATALOG, FileUris.of(LAKEHOUSE.ownWarehouse(CATALOG))));
        CatalogBootstrap catalog = new CatalogBootstrap(properties);
        connection = new GatewayConnection(properties, catalog);
        connection.connect();
        assertThat(connection.snapshot().state()).isEqualTo(GatewayState.READY);
        jdbc = new JdbcTemplate(Databases.h2(home));
        audit = new AuditLog(jdbc);
        history = new RunHistoryStore(jdbc);
        UserAccounts users = new UserAccounts(jdbc);
        users.create(USER, "{noop}n/a", Role.DEVELOPER);
        policies = new PolicyStore(jdbc);
        guard = new StatementGuard(policies, users, audit, connection);
        sessions = new UserSessions(connection, catalog, guard);
        registry = new RunRegistry(new RunLimits(WINDOW, 0, 0, 0, 0, 0), home.resolve("results"));
        refreshHistory = new RefreshHistoryStore(jdbc);
        jobs = new UserJobs(new JobOwnerStore(jdbc), users, audit);
        service = new GatewayRunService(registry, sessions, history, audit, guard, new EditorRefreshes(refreshHistory),
                new CreationSettings(jdbc), jobs);
    }

    @AfterAll
    static void stop() {
        if (sessions != null) {
            sessions.closeAll();
        }
    }

    @BeforeEach
    void signIn() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(USER, "n/a", "ROLE_DEVELOPER"));
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void aHundredThousandRowsArePagedBackAndForthWhileMemoryHoldsOnlyTheWindow() {
        service.setSessionSetting("parallelism.default", "1");
        assertThat(service.sessionSettings()).containsEntry("parallelism.default", "1");
        List<RunStatus> runs = service.submitScript(null, GEN_100K + ";\nSELECT id, name FROM gen100k;");
        RunStatus done = awaitFinal(runs.get(1).runId(), Duration.ofMinutes(4));
        assertThat(done.state()).isEqualTo(RunState.FINISHED);
        assertThat(done.rowCount()).isEqualTo(100_000);
        assertThat(done.truncated()).isFalse();
        assertThat(done.columns()).extracting(c -> c.name()).containsExactly("id", "name");

        UUID id = done.runId();
        for (long offset : new long[] {90_000, 0, 50_000, 99_950, 1_000, 90_000}) {
            ResultPage page = service.page(id, offset, 50);
            assertThat(page.rows()).hasSize(50);
            assertThat(page.complete()).isTrue();
            // one source task with a sequence: row i is id i + 1, so an earlier page read from the file is exact
            assertThat(page.rows().get(0).get(0)).isEqualTo(String.valueOf(offset + 1));
            assertThat(page.rows().get(49).get(0)).isEqualTo(String.valueOf(offset + 50));
            assertThat(page.kinds()).containsOnly("+I");
        }
        BitSet seen = new BitSet();
        for (long offset = 0; offset < 100_000; offset += 1_000) {
            service.page(id, offset, 1_000).rows().forEach(r -> seen.set(Integer.parseInt(r.get(0))));
        }
        assertThat(seen.cardinality()).isEqualTo(100_000);
        assertThat(service.page(id, 99_990, 50).rows()).hasSize(10);

        ResultStore store = registry.find(USER, id).orElseThrow().result();
        assertThat(store.peakRowsInMemory()).isLessThanOrEqualTo(WINDOW);
        assertThat(store.rowsInMemory()).isLessThanOrEqualTo(WINDOW);
        assertThat(store.file()).exists();
    }

    @Test
    void aResultIsExportedWholeFromItsFileSortedOnTheServerAndOnlyToItsOwnerOrAnAdministrator() throws Exception {
        List<RunStatus> runs = service.submitScript(null, "SET 'parallelism.default' = '1';\n" + GEN_100K.replace("100000", "5000")
                .replace("gen100k", "gen5k").replace("'fields.name.length' = '6'", "'fields.name.length' = '6', 'number-of-rows' = '5000'") + ";\nSELECT id, name, CAST(NULL AS STRING) AS nothing FROM gen5k", RuntimeMode.BATCH);
        RunStatus done = awaitFinal(runs.get(2).runId(), Duration.ofMinutes(4));
        assertThat(runs.stream().map(r -> awaitFinal(r.runId(), Duration.ofMinutes(1))).map(r -> r.state() + " "
                + (r.error() == null ? "" : r.error().message() + r.error().details()))).containsOnly("FINISHED ");
        assertThat(done.rowCount()).as("more rows than the window: the first ones are only in the file").isEqualTo(5_000);
        assertThat(done.mode()).isEqualTo(RuntimeMode.BATCH);

        ByteArrayOutputStream csv = new ByteArrayOutputStream();
        service.export(done.runId(), ResultFormat.CSV, csv);
        List<String> lines = csv.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(5_001);
        assertThat(lines.get(0)).isEqualTo("id,name,nothing");
        ResultPage first = service.page(done.runId(), 0, 2);
        assertThat(lines.get(1)).isEqualTo(first.rows().get(0).get(0) + "," + first.rows().get(0).get(1) + ",");
        assertThat(lines.get(5_000)).startsWith("5000,");
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        service.export(done.runId(), ResultFormat.JSON, json);
        JsonNode rows = new ObjectMapper().readTree(json.toByteArray());
        assertThat(rows).hasSize(5_000);
        assertThat(rows.get(0).get("id").isNumber()).isTrue();
        assertThat(rows.get(4_999).get("id").asLong()).isEqualTo(5_000);
        assertThat(rows.get(0).get("nothing").isNull()).isTrue();

        ResultPage descending = service.page(done.runId(), 0, 3, new ResultSort(0, false));
        assertThat(descending.rows()).extracting(r -> r.get(0)).containsExactly("5000", "4999", "4998");
        assertThat(descending.indexes()).containsExactly(4_999L, 4_998L, 4_997L);

        createQuietly("bob", Role.DEVELOPER);
        createQuietly("root", Role.ADMIN);
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("bob", "n/a", "ROLE_DEVELOPER"));
        assertThatThrownBy(() -> service.export(done.runId(), ResultFormat.CSV, new ByteArrayOutputStream()))
                .isInstanceOf(ServiceException.class).hasMessageContaining("no longer available");
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("root", "n/a", "ROLE_ADMIN"));
        ByteArrayOutputStream byAdmin = new ByteArrayOutputStream();
        service.export(done.runId(), ResultFormat.CSV, byAdmin);
        assertThat(byAdmin.toByteArray()).isEqualTo(csv.toByteArray());
        // the run left ann's session in batch mode: later tests run without a mode of their own
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(USER, "n/a", "ROLE_DEVELOPER"));
        service.resetSessionSetting("execution.runtime-mode");
    }

    @Test
    void eachRunUsesItsOwnRuntimeModeWhateverTheSessionHadAndAScriptsOwnSetMovesIt() {
        RunStatus created = service.submitScript(null, "CREATE TEMPORARY TABLE IF NOT EXISTS idle (id BIGINT) WITH ("
                + "'connector' = 'datagen', 'rows-per-second' = '1')").get(0);
        assertThat(awaitFinal(created.runId(), Duration.ofMinutes(1)).state()).isEqualTo(RunState.FINISHED);
        try {
            service.setSessionSetting("execution.runtime-mode", "streaming");
            RunStatus batch = awaitFinal(service.submit(RunRequest.adHoc("SELECT id FROM idle")
                    .withMode(RuntimeMode.BATCH)).runId(), Duration.ofMinutes(2));
            assertThat(batch.mode()).isEqualTo(RuntimeMode.BATCH);
            assertThat(batch.state()).as("an unbounded source cannot be read in batch mode: the mode applied")
                    .isEqualTo(RunState.FAILED);
            assertThat(service.sessionInfo().mode()).isEqualTo(RuntimeMode.BATCH);

            RunStatus streaming = service.submit(RunRequest.adHoc("SELECT id FROM idle").withMode(RuntimeMode.STREAMING));
            assertThat(await(streaming.runId(), s -> s.rowCount() > 0, Duration.ofMinutes(2)).state())
                    .isEqualTo(RunState.STREAMING);
            service.cancel(streaming.runId());
            awaitFinal(streaming.runId(), Duration.ofMinutes(1));

            List<RunStatus> script = service.submitScript(null, "SELECT 1;\nSET 'execution.runtime-mode' = 'batch';\n"
                    + "SELECT 2", RuntimeMode.STREAMING);
            List<RunStatus> ended = script.stream().map(r -> awaitFinal(r.runId(), Duration.ofMinutes(2))).toList();
            assertThat(ended).extracting(RunStatus::state).containsOnly(RunState.FINISHED);
            assertThat(ended).extracting(RunStatus::mode)
                    .containsExactly(RuntimeMode.STREAMING, RuntimeMode.BATCH, RuntimeMode.BATCH);
            assertThat(service.sessionInfo().catalog()).isEqualTo(CATALOG);
            assertThat(service.sessionInfo().database()).isEqualTo("default");
        } finally {
            service.resetSessionSetting("execution.runtime-mode");
        }
    }

    private static void createQuietly(String user, Role role) {
        UserAccounts accounts = new UserAccounts(jdbc);
        if (accounts.role(user).isEmpty()) {
            accounts.create(user, "{noop}n/a", role);
        }
    }

    @Test
    void aStreamingQueryGrowsUntilStoppedAndItsFlinkJobIsCancelled() throws Exception {
        // two tasks of one user run side by side, so the table must exist before the query is submitted
        RunStatus created = service.submitScript(null, "CREATE TEMPORARY TABLE IF NOT EXISTS endless (id BIGINT) WITH ("
                + "'connector' = 'datagen', 'rows-per-second' = '20')").get(0);
        assertThat(awaitFinal(service, created.runId(), Duration.ofMinutes(1)).state()).isEqualTo(RunState.FINISHED);
        RunStatus run = service.submit(RunRequest.adHoc("SELECT id FROM endless"));
        RunStatus first = await(run.runId(), s -> s.rowCount() > 0, Duration.ofMinutes(2));
        RunStatus later = await(run.runId(), s -> s.rowCount() > first.rowCount() + 10, Duration.ofMinutes(1));
        assertThat(later.state()).isEqualTo(RunState.STREAMING);
        assertThat(later.jobId()).isNotBlank();

        service.cancel(run.runId());
        RunStatus cancelled = awaitFinal(run.runId(), Duration.ofMinutes(1));
        assertThat(cancelled.state()).isEqualTo(RunState.CANCELLED);
        String job = cancelled.jobId();
        long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        String jobState = flinkJobState(job);
        while (!jobState.equals("CANCELED") && System.nanoTime() < deadline) {
            Thread.sleep(500);
            jobState = flinkJobState(job);
        }
        assertThat(jobState).isEqualTo("CANCELED");
        long rows = service.status(run.runId()).rowCount();
        Thread.sleep(1_000);
        assertThat(service.status(run.runId()).rowCount()).as("no rows after the stop").isEqualTo(rows);
    }

    @Test
    void aFailingSecondStatementIsPositionedInTheScriptAndTheThirdIsSkipped() {
        String script = "SELECT 1;\n  SELECT a,\n    nosuchcol FROM (VALUES (1)) AS t(a);\nSELECT 3;";
        List<RunStatus> runs = service.submitScript(7L, script);
        assertThat(runs).hasSize(3);
        List<RunStatus> ended = runs.stream().map(r -> awaitFinal(r.runId(), Duration.ofMinutes(2))).toList();
        assertThat(ended).extracting(RunStatus::state)
                .containsExactly(RunState.FINISHED, RunState.FAILED, RunState.SKIPPED);
        var error = ended.get(1).error();
        assertThat(error.message()).contains("nosuchcol");
        assertThat(error.details()).contains("Column 'nosuchcol' not found");
        // the gateway says line 2, columns 5-13 of the statement, which starts at line 2, column 3
        assertThat(error.range()).isEqualTo(new TextRange(3, 5, 3, 13));
        assertThat(script.split("\n")[2].substring(4, 13)).isEqualTo("nosuchcol");

        List<RunRecord> failed = service.history(new HistoryQuery("NOSUCHCOL", USER, RunState.FAILED, 10));
        assertThat(failed).singleElement().satisfies(r -> {
            assertThat(r.scriptId()).isEqualTo(7L);
            assertThat(r.errorMessage()).contains("nosuchcol");
            assertThat(r.user()).isEqualTo(USER);
        });
        assertThat(service.history(new HistoryQuery("SELECT 3", USER, null, 10)))
                .extracting(RunRecord::state).contains(RunState.SKIPPED);
        List<AuditEntry> audited = audit.find(new AuditQuery(USER, "STATEMENT_EXECUTED", "nosuchcol", 10));
        assertThat(audited).singleElement().satisfies(e -> {
            assertThat(e.outcome()).isEqualTo(AuditLog.FAILURE);
            assertThat(e.detail()).contains("session=", "duration_ms=");
            assertThat(e.target()).isNotEqualTo("-");
        });
        assertThat(audit.find(new AuditQuery(USER, "STATEMENT_EXECUTED", "SELECT 3", 10))).as("skipped: never ran").isEmpty();
    }

    @Test
    void thousandsOfNestedParenthesesFailInWordsNeverWithAJavaExceptionText() {
        String deep = "SELECT " + "(".repeat(5_000) + "1" + ")".repeat(5_000);
        RunStatus refused = awaitFinal(service.submit(RunRequest.adHoc(deep)).runId(), Duration.ofMinutes(2));
        assertThat(refused.state()).isEqualTo(RunState.FAILED);
        assertThat(refused.error().message()).as("the gate's own parse").startsWith("Nested too deeply for Flink's parser");

        // an unrestricted ADMIN's statements are not parsed by the gate: Flink's parser fails on it, with an
        // internal NullPointerException text ("Cannot invoke String.contains ... getMessage() is null")
        new UserAccounts(jdbc).create("ada", "{noop}n/a", Role.ADMIN);
        policies.save(StatementPolicy.fromJson("{\"ADMIN\": {\"unrestricted\": true}}"), "ada");
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("ada", "n/a", "ROLE_ADMIN"));
        try {
            RunStatus atFlink = awaitFinal(service.submit(RunRequest.adHoc(deep)).runId(), Duration.ofMinutes(2));
            assertThat(atFlink.state()).isEqualTo(RunState.FAILED);
            assertThat(atFlink.error().message()).isEqualTo(UserMessages.TOO_DEEP)
                    .doesNotContain("Cannot invoke", "SqlParseException", "null");
            assertThat(service.history(new HistoryQuery("((((", "ada", RunState.FAILED, 10))).singleElement()
                    .satisfies(r -> assertThat(r.errorMessage()).isEqualTo(UserMessages.TOO_DEEP));
        } finally {
            policies.reset("ada");
        }
    }

    @Test
    void aRefusedStatementFailsPositionedInTheScriptNeverRunsAndIsAuditedAsRefused() {
        String script = "SELECT 1;\nCREATE TEMPORARY TABLE leak (line STRING) WITH ('connector' = 'filesystem',\n"
                + "  'path' = 'file:///etc/', 'format' = 'raw');\nSELECT * FROM leak;";
        List<RunStatus> runs = service.submitScript(8L, script);
        List<RunStatus> ended = runs.stream().map(r -> awaitFinal(r.runId(), Duration.ofMinutes(2))).toList();
        assertThat(ended).extracting(RunStatus::state)
                .containsExactly(RunState.FINISHED, RunState.FAILED, RunState.SKIPPED);
        var error = ended.get(1).error();
        assertThat(error.message()).contains("outside the lakehouse warehouse", "DEVELOPER");
        // the path literal: line 3 of the script, from column 12
        assertThat(error.position()).map(TextRange::describe).contains("line 3, column 12");
        assertThat(audit.find(new AuditQuery(USER, "STATEMENT_REFUSED", "leak", 10))).singleElement()
                .satisfies(e -> assertThat(e.target()).contains("PATH"));
        assertThat(audit.find(new AuditQuery(USER, "STATEMENT_EXECUTED", "leak", 10))).as("never ran").isEmpty();
        // had the CREATE reached the gateway, the session would list the table
        RunStatus tables = awaitFinal(service.submit(RunRequest.adHoc("SHOW TABLES")).runId(), Duration.ofMinutes(2));
        assertThat(service.page(tables.runId(), 0, 100).rows()).noneMatch(row -> row.contains("leak"));
    }

    @Test
    void aMaterializedTableCreatedThroughSqlIsAuditedAsCreatedWithTheSessionOptionsItsJobsInherit() {
        String script = "SET 'pipeline.name' = 'audited-mt';\n"
                + "CREATE TABLE IF NOT EXISTS mt_src (id INT, ds STRING);\n"
                + "CREATE MATERIALIZED TABLE mt_daily FRESHNESS = INTERVAL '1' DAY\n"
                + "AS SELECT ds, COUNT(*) AS n FROM mt_src GROUP BY ds;";
        List<RunStatus> ended = service.submitScript(null, script).stream()
                .map(r -> awaitFinal(r.runId(), Duration.ofMinutes(2))).toList();
        assertThat(ended).extracting(RunStatus::state).containsOnly(RunState.FINISHED);
        // the audit row is written just after the run shows FINISHED
        AuditQuery created = new AuditQuery(USER, "MATERIALIZED_TABLE_CREATED", "mt_daily", 5);
        SampleLakehouseExtension.await(Duration.ofSeconds(10), () -> !audit.find(created).isEmpty());
        assertThat(audit.find(created)).singleElement()
                .satisfies(e -> {
                    assertThat(e.target()).isEqualTo("mt_daily");
                    assertThat(e.outcome()).isEqualTo(AuditLog.SUCCESS);
                    assertThat(e.detail()).contains("through SQL", "SET 'pipeline.name' = 'audited-mt'");
                });
        // kept for the day a lost FULL schedule is created again (ScheduleRepair), under the table's full name
        String table = jdbc.queryForObject("SELECT table_name FROM materialized_table_settings"
                + " WHERE table_name LIKE '%.mt_daily'", String.class);
        assertThat(table).matches("[^.]+\\.[^.]+\\.mt_daily");
        assertThat(new CreationSettings(jdbc).of(table)).containsEntry("pipeline.name", "audited-mt");
    }

    /**
     * Issue 33: the editor's session opens with Paimon's sink option, so a CONTINUOUS table whose query makes Flink add
     * its sink upsert materializer (a join on a column that is not the joined table's whole primary key, as the
     * sample's DWD table has) gets a job Paimon accepts though the script sets nothing: without the option Paimon fails
     * every start of the job's writer ("Sink materializer must not be used with Paimon sink") and no row ever arrives.
     * A user's own SET of the option still decides; the Settings panel's reset goes back to the opening value.
     */
    @Test
    void aContinuousJoinThatWouldNeedTheSinkMaterializerRunsWithoutASetAndAUsersSetStillDecides() {
        assertThat(service.sessionSettings()).containsEntry(PaimonSinkOptions.UPSERT_MATERIALIZE, "NONE");
        String sources = "CREATE TABLE IF NOT EXISTS sm_orders (order_id BIGINT, user_id BIGINT, ds STRING,"
                + " PRIMARY KEY (order_id, ds) NOT ENFORCED);\n"
                + "CREATE TABLE IF NOT EXISTS sm_users (user_id BIGINT, name STRING, ds STRING,"
                + " PRIMARY KEY (user_id, ds) NOT ENFORCED);\n"
                + "INSERT INTO sm_users VALUES (7, 'ann', '2026-12-07');\n"
                + "INSERT INTO sm_orders VALUES (1, 7, '2026-12-07');";
        String table = "CREATE MATERIALIZED TABLE sm_detail (CONSTRAINT pk PRIMARY KEY (order_id, ds) NOT ENFORCED)\n"
                + "FRESHNESS = INTERVAL '5' SECOND\n"
                + "AS SELECT o.order_id, o.ds, u.name FROM sm_orders AS o JOIN sm_users AS u ON o.user_id = u.user_id";
        List<RunStatus> ended = new ArrayList<>();
        service.submitScript(null, sources, RuntimeMode.BATCH)
                .forEach(r -> ended.add(awaitFinal(r.runId(), Duration.ofMinutes(3))));
        service.submitScript(null, table, RuntimeMode.STREAMING)
                .forEach(r -> ended.add(awaitFinal(r.runId(), Duration.ofMinutes(3))));
        assertThat(ended).hasSize(5).extracting(RunStatus::state).containsOnly(RunState.FINISHED);
        FlinkRestClient rest = new FlinkRestClient(LAKEHOUSE.flink().flinkRestEndpoint());
        String job = rest.jobs().stream().filter(j -> j.refresh().isPresent()
                && j.name().endsWith("`sm_detail`_continuous_refresh_job")).map(FlinkJob::id).findFirst().orElseThrow();
        try {
            boolean rows = SampleLakehouseExtension.await(Duration.ofMinutes(4), () -> awaitFinal(service.submit(
                    RunRequest.adHoc("SELECT name FROM sm_detail").withMode(RuntimeMode.BATCH)).runId(),
                    Duration.ofMinutes(2)).rowCount() > 0);
            assertThat(rows).as("the join's row in sm_detail (job %s: %s restarts, latest failure %s)", job,
                    rest.restarts(job), rest.failure(job).orElse("none")).isTrue();

            service.setSessionSetting(PaimonSinkOptions.UPSERT_MATERIALIZE, "AUTO");
            assertThat(service.sessionSettings()).containsEntry(PaimonSinkOptions.UPSERT_MATERIALIZE, "AUTO");
            service.resetSessionSetting(PaimonSinkOptions.UPSERT_MATERIALIZE);
            assertThat(service.sessionSettings()).as("a reset goes back to what the session opened with")
                    .containsEntry(PaimonSinkOptions.UPSERT_MATERIALIZE, "NONE");
        } finally {
            service.setSessionSetting(PaimonSinkOptions.UPSERT_MATERIALIZE, "NONE");
            service.resetSessionSetting("execution.runtime-mode");
            rest.cancel(job);
        }
    }

    @Test
    void refreshesRunAsSqlAreInTheRefreshHistoryWithTheirJobOrWhyFlinkRefusedThem() {
        String script = "CREATE TABLE IF NOT EXISTS rf_src (id INT, ds STRING);\n"
                + "CREATE MATERIALIZED TABLE rf_daily PARTITIONED BY (ds) FRESHNESS = INTERVAL '1' DAY\n"
                + "AS SELECT ds, COUNT(*) AS n FROM rf_src GROUP BY ds;\n"
                + "ALTER MATERIALIZED TABLE rf_daily REFRESH PARTITION (ds = '2024-06-01');";
        List<RunStatus> ended = service.submitScript(null, script).stream()
                .map(r -> awaitFinal(r.runId(), Duration.ofMinutes(3))).toList();
        assertThat(ended).extracting(RunStatus::state).containsOnly(RunState.FINISHED);
        // planning fails: no job, the gateway's error only
        RunStatus refused = awaitFinal(service.submit(RunRequest.adHoc(
                "ALTER MATERIALIZED TABLE rf_daily REFRESH PARTITION (no_such_key = 'x')")).runId(), Duration.ofMinutes(2));
        assertThat(refused.state()).isEqualTo(RunState.FAILED);

        // recorded just after the run shows its end; the history names the table in full, whatever the statement wrote
        SampleLakehouseExtension.await(Duration.ofSeconds(10), () -> jdbc.queryForObject("SELECT COUNT(*) FROM"
                + " refresh_history WHERE table_name LIKE '%.rf_daily'", Integer.class) == 2);
        String table = jdbc.queryForObject("SELECT DISTINCT table_name FROM refresh_history WHERE table_name LIKE"
                + " '%.rf_daily'", String.class);
        assertThat(table.split("\\.")).hasSize(3);
        SampleLakehouseExtension.await(Duration.ofSeconds(10), () -> refreshHistory.of(table, 10).size() == 2);
        List<RefreshRecord> rows = refreshHistory.of(table, 10);
        assertThat(rows).filteredOn(r -> r.jobId() != null).singleElement().satisfies(r -> {
            assertThat(r.jobId()).matches("[0-9a-f]{32}");
            assertThat(r.trigger()).isEqualTo(RefreshTrigger.MANUAL);
            assertThat(r.partition()).isEqualTo("ds=2024-06-01");
            assertThat(r.requestedBy()).isEqualTo(USER);
        });
        assertThat(rows).filteredOn(r -> r.jobId() == null).singleElement().satisfies(r -> {
            assertThat(r.state()).isEqualTo(RefreshState.FAILED);
            assertThat(r.partition()).isEqualTo("no_such_key=x");
            assertThat(r.endedAt()).isNotNull();
            assertThat(r.error()).contains("unknown partition keys", "no_such_key").doesNotContain("\tat ");
        });
    }

    @Test
    void aViewerRunsQueriesButNothingThatWritesAndSeesOnlyTheirOwnHistory() {
        new UserAccounts(jdbc).create("vera", "{noop}n/a", Role.VIEWER);
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("vera", "n/a", "ROLE_VIEWER"));
        // a mode a VIEWER may not SET is never sent: the query runs in the session's (batch) mode, nothing refused
        RunStatus query = awaitFinal(service.submit(RunRequest.adHoc("SELECT 41 + 1").withMode(RuntimeMode.STREAMING))
                .runId(), Duration.ofMinutes(2));
        assertThat(query.state()).isEqualTo(RunState.FINISHED);
        assertThat(query.mode()).isEqualTo(RuntimeMode.BATCH);
        RunStatus setMode = awaitFinal(service.submit(RunRequest.adHoc("SET 'execution.runtime-mode' = 'streaming'"))
                .runId(), Duration.ofMinutes(2));
        assertThat(setMode.state()).isEqualTo(RunState.FAILED);
        assertThat(setMode.error().message()).contains("VIEWER");
        assertThat(service.page(query.runId(), 0, 1).rows()).containsExactly(List.of("42"));
        RunStatus write = awaitFinal(service.submit(RunRequest.adHoc(
                "CREATE TEMPORARY TABLE v (x INT) WITH ('connector' = 'blackhole')")).runId(), Duration.ofMinutes(2));
        assertThat(write.state()).isEqualTo(RunState.FAILED);
        assertThat(write.error().message()).contains("VIEWER");
        RunStatus set = awaitFinal(service.submit(RunRequest.adHoc("SET 'parallelism.default' = '4'")).runId(),
                Duration.ofMinutes(2));
        assertThat(set.state()).isEqualTo(RunState.FAILED);
        assertThat(service.history(HistoryQuery.latest(500))).isNotEmpty().allMatch(r -> r.user().equals("vera"));
        assertThat(service.history(new HistoryQuery(null, USER, null, 500))).as("another user's runs")
                .allMatch(r -> r.user().equals("vera"));
    }

    @Test
    void aResultStopsAtTheCapAndSaysSo() {
        RunRegistry capped = new RunRegistry(new RunLimits(100, 500, 0, 0, 0, 0), home.resolve("capped"));
        GatewayRunService small = new GatewayRunService(capped, sessions, history, audit, guard,
                new EditorRefreshes(refreshHistory), new CreationSettings(jdbc), jobs);
        List<RunStatus> runs = small.submitScript(null, GEN_100K + ";\nSELECT id FROM gen100k");
        RunStatus done = awaitFinal(small, runs.get(1).runId(), Duration.ofMinutes(2));
        assertThat(done.state()).isEqualTo(RunState.FINISHED);
        assertThat(done.truncated()).isTrue();
        assertThat(done.rowCount()).isEqualTo(500);
        assertThat(done.notice()).contains("500");
        assertThat(capped.find(USER, done.runId()).orElseThrow().result().peakRowsInMemory()).isLessThanOrEqualTo(100);
    }

    @Test
    void signingOutDropsTheResultsAndTheirFiles() {
        RunRegistry own = new RunRegistry(RunLimits.defaults(), home.resolve("signout"));
        GatewayRunService other = new GatewayRunService(own, sessions, history, audit, guard,
                new EditorRefreshes(refreshHistory), new CreationSettings(jdbc), jobs);
        RunStatus run = other.submit(RunRequest.adHoc("SELECT * FROM (VALUES (1), (2), (3)) AS t(x)"));
        assertThat(awaitFinal(other, run.runId(), Duration.ofMinutes(2)).rowCount()).isEqualTo(3);
        Path file = own.find(USER, run.runId()).orElseThrow().result().file();
        assertThat(file).exists();
        own.dropUser(USER);
        assertThat(file).doesNotExist();
        assertThat(own.find(USER, run.runId())).isEmpty();
    }

    private static RunStatus awaitFinal(UUID id, Duration timeout) {
        return awaitFinal(service, id, timeout);
    }

    private static RunStatus awaitFinal(GatewayRunService on, UUID id, Duration timeout) {
        return await(on, id, s -> s.state().isFinal(), timeout);
    }

    private static RunStatus await(UUID id, Predicate<RunStatus> condition, Duration timeout) {
        return await(service, id, condition, timeout);
    }

    private static RunStatus await(GatewayRunService on, UUID id, Predicate<RunStatus> condition, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        RunStatus status = on.status(id);
        while (!condition.test(status)) {
            if (status.state().isFinal()) {
                throw new AssertionError("The run ended without reaching the awaited state: " + status);
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Timed out; last status " + status);
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
            status = on.status(id);
        }
        return status;
    }

    private static String flinkJobState(String jobId) throws Exception {
        GatewayEndpoint rest = LAKEHOUSE.flink().flinkRestEndpoint();
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(rest.uri().resolve("/jobs/"
                + jobId)).header("Authorization", rest.authorization().orElseThrow()).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        var matcher = java.util.regex.Pattern.compile("\"state\"\\s*:\\s*\"([A-Z_]+)\"").matcher(answer.body());
        return matcher.find() ? matcher.group(1) : "unknown: " + answer.statusCode();
    }
}
