package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.FakeGateway.Answer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.tuple;

/** The client against a scripted fake gateway: paging, typed rows, error mapping, timeouts. */
class GatewayClientTest {

    private static final String SESSION = "/v4/sessions/s1";
    private static final String OPERATION = SESSION + "/operations/op1";
    private static final String COLUMNS = "[{\"name\":\"id\",\"logicalType\":{\"type\":\"BIGINT\",\"nullable\":false}},"
            + "{\"name\":\"price\",\"logicalType\":{\"type\":\"DECIMAL\",\"nullable\":true,\"precision\":20,\"scale\":10}},"
            + "{\"name\":\"ratio\",\"logicalType\":{\"type\":\"DOUBLE\",\"nullable\":true}},"
            + "{\"name\":\"name\",\"logicalType\":{\"type\":\"VARCHAR\",\"nullable\":true,\"length\":2147483647}}]";

    private FakeGateway gateway;
    private GatewayClient client;

    @BeforeEach
    void startFake() throws IOException {
        gateway = new FakeGateway()
                .on("GET /v4/info", "{\"productName\":\"Apache Flink\",\"version\":\"2.0.0\"}")
                .on("POST /v4/sessions", "{\"sessionHandle\":\"s1\"}")
                .on("POST " + SESSION + "/statements", "{\"operationHandle\":\"op1\"}")
                .on("DELETE " + OPERATION + "/close", "{\"status\":\"CLOSED\"}")
                .on("DELETE " + SESSION, "{\"status\":\"CLOSED\"}");
        client = new GatewayClient(gateway.uri());
    }

    @AfterEach
    void stopFake() {
        gateway.close();
    }

    @Test
    void info() {
        assertThat(client.info()).isEqualTo(new GatewayInfo("Apache Flink", "2.0.0"));
    }

    @Test
    void openSessionSendsTheProperties() {
        SessionHandle session = client.openSession(Map.of("execution.runtime-mode", "batch"));

        assertThat(session).isEqualTo(new SessionHandle("s1"));
        assertThat(gateway.requests()).contains("POST /v4/sessions {\"properties\":{\"execution.runtime-mode\":\"batch\"}}");
    }

    @Test
    void executeFollowsPagesUntilEndOfStream() {
        page(0, "{\"resultType\":\"NOT_READY\",\"results\":{\"columns\":[],\"data\":[]},"
                + "\"nextResultUri\":\"" + OPERATION + "/result/1?rowFormat=JSON\"}");
        page(1, "{\"resultType\":\"PAYLOAD\",\"jobID\":\"job-7\",\"results\":{\"columns\":" + COLUMNS + ",\"data\":[]},"
                + "\"nextResultUri\":\"" + OPERATION + "/result/2?rowFormat=JSON\"}");
        page(2, "{\"resultType\":\"PAYLOAD\",\"results\":{\"columns\":" + COLUMNS + ",\"data\":["
                + "{\"kind\":\"INSERT\",\"fields\":[1,12345.0123456789,0.5,\"a\"]},"
                + "{\"kind\":\"UPDATE_AFTER\",\"fields\":[2,null,null,null]}]},"
                + "\"nextResultUri\":\"" + OPERATION + "/result/3?rowFormat=JSON\"}");
        page(3, "{\"resultType\":\"EOS\",\"results\":{\"columns\":" + COLUMNS + ",\"data\":[]}}");

        StatementResult result = client.execute(new SessionHandle("s1"), "SELECT * FROM t");

        assertThat(result.columns()).extracting(ResultColumn::name, ResultColumn::logicalType).containsExactly(
                tuple("id", "BIGINT NOT NULL"),
                tuple("price", "DECIMAL(20, 10)"),
                tuple("ratio", "DOUBLE"),
                tuple("name", "STRING"));
        assertThat(result.rows()).containsExactly(
                new ResultRow("INSERT", List.of(1L, new BigDecimal("12345.0123456789"), 0.5d, "a")),
                new ResultRow("UPDATE_AFTER", Arrays.asList(2L, null, null, null)));
        assertThat(result.jobId()).isEqualTo("job-7");
        assertThat(gateway.requests()).contains("POST " + SESSION + "/statements {\"statement\":\"SELECT * FROM t\"}",
                "GET " + OPERATION + "/result/0?rowFormat=JSON", "DELETE " + OPERATION + "/close");
    }

    @Test
    void statementErrorGivesTheRootCauseAndKeepsTheServerText() throws IOException {
        String body = resource("/gateway-errors/validation-error.json");
        gateway.on("GET " + OPERATION + "/result/0", request -> new Answer(500, body));

        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> client.execute(new SessionHandle("s1"), "SELECT nosuchcol FROM (VALUES (1)) AS t(x)"));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.STATEMENT);
        assertThat(error.userMessage())
                .isEqualTo("From line 1, column 8 to line 1, column 16: Column 'nosuchcol' not found in any table");
        assertThat(error.details()).contains("Caused by: org.apache.calcite.sql.validate.SqlValidatorException");
        assertThat(gateway.requests()).contains("DELETE " + OPERATION + "/close");
    }

    @Test
    void httpErrorOutsideStatements() {
        gateway.on("POST /v4/sessions", request -> new Answer(500, "{\"errors\":[\"Internal server error.\","
                + "\"java.lang.IllegalStateException: Too many sessions\"]}"));

        GatewayException error = catchThrowableOfType(GatewayException.class, () -> client.openSession(Map.of()));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.HTTP);
        assertThat(error.userMessage()).contains("HTTP 500").contains("POST /v4/sessions").endsWith("Too many sessions");
    }

    @Test
    void unreachableGateway() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        GatewayClient nowhere = new GatewayClient(URI.create("http://127.0.0.1:" + closedPort));

        GatewayException error = catchThrowableOfType(GatewayException.class, nowhere::info);

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.UNREACHABLE);
        assertThat(error.userMessage()).contains("Cannot reach the Flink SQL Gateway at http://127.0.0.1:" + closedPort);
    }

    @Test
    void slowAnswerIsARequestTimeout() {
        gateway.on("GET /v4/info", request -> {
            sleep(2000);
            return Answer.ok("{}");
        });
        GatewayClient impatient = new GatewayClient(gateway.uri(), Duration.ofMillis(300), Duration.ofSeconds(5));

        GatewayException error = catchThrowableOfType(GatewayException.class, impatient::info);

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.TIMEOUT);
    }

    @Test
    void statementThatNeverEndsTimesOutAndIsClosed() {
        gateway.on("GET " + OPERATION + "/result/0", request -> Answer.ok("{\"resultType\":\"NOT_READY\","
                + "\"results\":{\"columns\":[],\"data\":[]},\"nextResultUri\":\"" + OPERATION + "/result/0?rowFormat=JSON\"}"));
        GatewayClient impatient = new GatewayClient(gateway.uri(), Duration.ofSeconds(5), Duration.ofMillis(500));

        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> impatient.execute(new SessionHandle("s1"), "SELECT * FROM endless"));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.TIMEOUT);
        assertThat(gateway.requests()).contains("DELETE " + OPERATION + "/close");
    }

    @Test
    void refreshGoesToTheV3EndpointWithPartitionsAndOptions() {
        gateway.on("POST /v3/sessions/s1/materialized-tables/paimon.shop.daily/refresh", "{\"operationHandle\":\"op9\"}");

        OperationHandle operation = client.refreshMaterializedTable(new SessionHandle("s1"), "paimon.shop.daily",
                Map.of("ds", "2024-01-01"), Map.of());

        assertThat(operation).isEqualTo(new OperationHandle(new SessionHandle("s1"), "op9"));
        assertThat(gateway.requests()).contains("POST /v3/sessions/s1/materialized-tables/paimon.shop.daily/refresh"
                + " {\"isPeriodic\":false,\"staticPartitions\":{\"ds\":\"2024-01-01\"},\"dynamicOptions\":{}}");
    }

    private void page(int token, String json) {
        gateway.on("GET " + OPERATION + "/result/" + token, json);
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = GatewayClientTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
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
