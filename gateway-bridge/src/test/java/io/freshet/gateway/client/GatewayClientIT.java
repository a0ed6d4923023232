package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import io.freshet.analysis.script.TextRange;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.conformance.ExecutionTruth;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Every client call against the real embedded Flink 2.0 SQL Gateway. */
class GatewayClientIT {

    /**
     * Its own Flink: the execution corpus creates catalog {@code xc} over the Flink's warehouse and expects its tables
     * not to exist yet, which the shared Flink's warehouse cannot promise after the classes before it.
     */
    @RegisterExtension
    static final EmbeddedGatewayExtension GATEWAY = new EmbeddedGatewayExtension();

    private static final Duration JOB_WAIT = Duration.ofMinutes(2);
    private static final String SEQUENCE = "CREATE TEMPORARY TABLE seq (id BIGINT) WITH ('connector' = 'datagen',"
            + " 'number-of-rows' = '%1$d', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',"
            + " 'fields.id.end' = '%1$d')";
    private static final String ENDLESS = "CREATE TEMPORARY TABLE endless (id BIGINT, name STRING) WITH ("
            + "'connector' = 'datagen', 'rows-per-second' = '2000', 'fields.name.length' = '8')";

    private final GatewayClient client = GATEWAY.client();
    private GatewaySession session;

    @BeforeEach
    void openSession() {
        session = client.session(Map.of("execution.runtime-mode", "batch"));
    }

    @AfterEach
    void closeSession() {
        session.close();
    }

    /**
     * Issue 39: runs sql-analysis's execution corpus on this real gateway and requires the verdicts recorded in
     * {@code execution-truth.txt} (which sql-analysis's ExecutionConformanceTest holds the module to);
     * {@code -Dfreshet.truth.write=true} rewrites the recording instead.
     */
    @Test
    void executionCorpusTruth() {
        GatewaySession corpusSession = client.session(Map.of());
        try {
            String truth = ExecutionTruth.run(corpusSession, ExecutionTruth.corpus(GATEWAY.flink().layout().warehouse()));
            if (Boolean.getBoolean(ExecutionTruth.WRITE_PROPERTY)) {
                ExecutionTruth.write(truth);
            }
            assertThat(ExecutionTruth.lines(truth)).containsExactlyElementsOf(ExecutionTruth.recorded());
        } finally {
            corpusSession.close();
        }
    }

    @Test
    void infoAndSessionProperties() {
        assertThat(client.info()).isEqualTo(new GatewayInfo("Apache Flink", "2.0.0"));
        assertThat(client.sessionConfig(session.handle())).containsEntry("execution.runtime-mode", "batch");
    }

    @Test
    void tenThousandRowsArriveCompletelyAcrossEmptyPages() {
        session.execute(SEQUENCE.formatted(10_000));
        OperationHandle operation = session.submit("SELECT id FROM seq");
        List<Long> ids = new ArrayList<>();
        int emptyPages = 0;
        long token = 0;
        ResultPage page;
        do {
            page = client.fetch(operation, token);
            page.rows().forEach(row -> ids.add((Long) row.fields().get(0)));
            emptyPages += page.rows().isEmpty() ? 1 : 0;
            token = page.nextToken().orElse(token);
            if (page.rows().isEmpty() && !page.isEndOfStream()) {
                sleep(20);
            }
        } while (!page.isEndOfStream());
        client.closeOperation(operation);

        assertThat(emptyPages).as("empty pages while the job starts").isPositive();
        assertThat(ids).hasSize(10_000);
        assertThat(new HashSet<>(ids)).hasSize(10_000).contains(1L, 10_000L);

        StatementResult collected = session.execute("SELECT id FROM seq");
        assertThat(collected.rows()).hasSize(10_000);
        assertThat(collected.columns()).containsExactly(new ResultColumn("id", "BIGINT"));
        assertThat(collected.jobId()).isNotBlank();
    }

    @Test
    void streamingQueryThroughTheBoundedBufferIsCancelled() throws Exception {
        session.execute("SET 'execution.runtime-mode' = 'streaming'");
        session.execute(ENDLESS);
        RowStream stream = session.stream("SELECT id, name FROM endless", 100);
        Set<Long> seen = new HashSet<>();
        while (seen.size() < 500) {
            stream.poll(JOB_WAIT).ifPresent(row -> seen.add((Long) row.fields().get(0)));
            assertThat(stream.buffered()).isLessThanOrEqualTo(100);
        }
        String jobId = stream.jobId();
        assertThat(jobId).isNotBlank();
        assertThat(flinkJobState(jobId)).isEqualTo("RUNNING");

        stream.cancel();

        assertThat(stream.state()).isEqualTo(StatementState.CANCELLED);
        String jobState = Poll.until(JOB_WAIT, () -> flinkJobState(jobId), state -> state.equals("CANCELED"));
        assertThat(jobState).isEqualTo("CANCELED");
        stream.close();
        assertThat(stream.state()).isEqualTo(StatementState.CLOSED);
    }

    @Test
    void changelogRowsCarryTheirKind() {
        session.execute("SET 'execution.runtime-mode' = 'streaming'");

        StatementResult result = session.execute(
                "SELECT k, COUNT(*) AS c FROM (VALUES ('a'), ('a'), ('b')) AS t(k) GROUP BY k");

        assertThat(result.rows()).extracting(ResultRow::changeKind)
                .contains(ChangeKind.INSERT, ChangeKind.UPDATE_BEFORE, ChangeKind.UPDATE_AFTER);
        assertThat(result.rows()).filteredOn(row -> row.changeKind() == ChangeKind.UPDATE_AFTER)
                .extracting(ResultRow::fields).containsExactly(List.of("a", 2L));
    }

    /**
     * The embedded Flink has the connectors the editor validates with: kafka, upsert-kafka and jdbc tables are
     * created and an INSERT between them is planned (EXPLAIN) with no broker or database behind them. Running
     * it would start a job that keeps failing to reach the broker: planning is what can be asserted here.
     */
    @Test
    void kafkaUpsertKafkaAndJdbcTablesAreCreatedAndPlannedWithoutABrokerOrDatabase() {
        session.execute("SET 'execution.runtime-mode' = 'streaming'");
        session.execute("CREATE TEMPORARY TABLE clicks (user_id BIGINT, url STRING, pt AS PROCTIME(),"
                + " ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL) WITH ('connector' = 'kafka',"
                + " 'topic' = 'clicks', 'properties.bootstrap.servers' = '127.0.0.1:9', 'format' = 'json',"
                + " 'scan.startup.mode' = 'earliest-offset')");
        session.execute("CREATE TEMPORARY TABLE totals (user_id BIGINT, n BIGINT, PRIMARY KEY (user_id) NOT ENFORCED)"
                + " WITH ('connector' = 'upsert-kafka', 'topic' = 'totals', 'properties.bootstrap.servers' = '127.0.0.1:9',"
                + " 'key.format' = 'json', 'value.format' = 'json')");
        session.execute("CREATE TEMPORARY TABLE users (id BIGINT, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ("
                + " 'connector' = 'jdbc', 'url' = 'jdbc:postgresql://127.0.0.1:9/shop', 'table-name' = 'users')");

        String plan = String.valueOf(session.execute("EXPLAIN INSERT INTO totals SELECT c.user_id, COUNT(*) FROM clicks AS c"
                + " JOIN users FOR SYSTEM_TIME AS OF c.pt AS u ON c.user_id = u.id GROUP BY c.user_id")
                .rows().get(0).fields().get(0));

        assertThat(plan).contains("Sink(table=[default_catalog.default_database.totals]")
                .contains("LookupJoin(table=[default_catalog.default_database.users]")
                .contains("TableSourceScan(table=[[default_catalog, default_database, clicks");
        GatewayException appendOnly = catchThrowableOfType(GatewayException.class, () -> session.execute(
                "EXPLAIN INSERT INTO clicks SELECT user_id, MAX(url) FROM clicks GROUP BY user_id"));
        assertThat(appendOnly.userMessage()).as("the editor's exact tier reports the same")
                .contains("doesn't support consuming update changes");
    }

    @Test
    void submitStatusAndClose() {
        OperationHandle operation = session.submit("SELECT 1");
        OperationStatus status = Poll.until(JOB_WAIT, () -> client.status(operation), OperationStatus::isTerminal);

        assertThat(status).isEqualTo(OperationStatus.FINISHED);
        assertThat(client.closeOperation(operation)).isEqualTo(OperationStatus.CLOSED);
        GatewayException gone = catchThrowableOfType(GatewayException.class, () -> client.status(operation));
        assertThat(gone.kind()).isEqualTo(GatewayException.Kind.HTTP);
        assertThat(gone.userMessage()).contains("Can not find the submitted operation");
    }

    @Test
    void statementCompletion() {
        assertThat(session.complete("SHOW CAT", 8)).contains("CATALOGS");
        assertThat(session.complete("SELECT * FROM (VALUES (1)) AS t(x) WHE", 38)).contains("WHERE");
    }

    @Test
    void badSqlGivesAPositionedError() {
        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> session.execute("SELECT 1,\n  FROM (VALUES (1)) AS t(x)"));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.STATEMENT);
        assertThat(error.userMessage()).isEqualTo("Incorrect syntax near the keyword 'FROM' at line 2, column 3.");
        assertThat(error.position()).contains(new TextRange(2, 3, 2, 3));
        assertThat(error.details()).contains("Caused by: ").contains("\tat ");
    }

    @Test
    void unknownTableGivesACleanMessage() {
        session.execute(PaimonCatalogSql.createCatalogIfNotExists("paimon", GATEWAY.flink().layout().warehouse()));
        session.execute("USE CATALOG paimon");

        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> session.execute("SELECT *\nFROM no_such_table"));

        assertThat(error.userMessage())
                .isEqualTo("From line 2, column 6 to line 2, column 18: Object 'no_such_table' not found");
        assertThat(error.position()).contains(new TextRange(2, 6, 2, 18));
    }

    private static String flinkJobState(String jobId) {
        try {
            GatewayEndpoint flink = GATEWAY.flink().flinkRestEndpoint();
            HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    flink.uri().resolve("/jobs/" + jobId)).header("Authorization", flink.authorization().orElseThrow())
                    .build(), HttpResponse.BodyHandlers.ofString());
            JsonNode job = GatewayHttp.JSON.readTree(response.body());
            return job.path("state").asText("");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
