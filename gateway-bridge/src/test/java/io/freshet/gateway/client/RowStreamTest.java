package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** Streaming through the bounded buffer against a scripted endless result, and statement completion. */
class RowStreamTest {

    private static final String SESSION = "/v4/sessions/s1";
    private static final String OPERATION = SESSION + "/operations/op1";
    private static final int ROWS_PER_PAGE = 50;

    private FakeGateway gateway;
    private GatewayClient client;
    private final AtomicLong served = new AtomicLong();

    @BeforeEach
    void startFake() throws IOException {
        gateway = new FakeGateway()
                .on("POST " + SESSION + "/statements", "{\"operationHandle\":\"op1\"}")
                .on("POST " + OPERATION + "/cancel", "{\"status\":\"CANCELED\"}")
                .on("DELETE " + OPERATION + "/close", "{\"status\":\"CLOSED\"}");
        // every token answers a full page and points to the next one: an unbounded query
        for (int token = 0; token < 1000; token++) {
            int page = token;
            gateway.on("GET " + OPERATION + "/result/" + token, body -> FakeGateway.Answer.ok(page(page)));
        }
        client = new GatewayClient(gateway.uri());
    }

    @AfterEach
    void stopFake() {
        gateway.close();
    }

    @Test
    void aSlowReaderNeverHoldsMoreThanTheBufferAndCloseStopsEverything() throws InterruptedException {
        RowStream stream = client.stream(new SessionHandle("s1"), "SELECT * FROM endless", 120);
        List<ResultRow> read = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            stream.poll(Duration.ofSeconds(5)).ifPresent(read::add);
        }
        Thread.sleep(200);
        long servedWhileIdle = served.get();
        Thread.sleep(300);

        assertThat(stream.buffered()).isLessThanOrEqualTo(120);
        // the fetcher waits for room: at most the buffer plus the page in hand is read ahead
        assertThat(served.get() - read.size()).isLessThanOrEqualTo(120 + ROWS_PER_PAGE);
        assertThat(served.get()).isEqualTo(servedWhileIdle);
        assertThat(read).extracting(row -> row.fields().get(0)).startsWith(0L, 1L, 2L);
        assertThat(read.get(1).changeKind()).isEqualTo(ChangeKind.UPDATE_AFTER);
        assertThat(stream.columns()).extracting(ResultColumn::name).containsExactly("n");

        stream.close();

        assertThat(stream.state()).isEqualTo(StatementState.CLOSED);
        assertThat(gateway.requests()).contains("POST " + OPERATION + "/cancel {}", "DELETE " + OPERATION + "/close");
        assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName)
                .doesNotContain("freshet-gateway-stream-op1");
    }

    @Test
    void cancelKeepsBufferedRowsReadableThenEnds() {
        RowStream stream = client.stream(new SessionHandle("s1"), "SELECT * FROM endless", 10);
        Optional<ResultRow> first = stream.poll(Duration.ofSeconds(5));

        stream.cancel();

        assertThat(first).isPresent();
        assertThat(stream.state()).isEqualTo(StatementState.CANCELLED);
        int rest = 0;
        while (stream.poll(Duration.ofMillis(10)).isPresent()) {
            rest++;
        }
        assertThat(rest).isLessThanOrEqualTo(10);
        assertThat(stream.isDone()).isTrue();
        stream.close();
    }

    /** Guards against a hang: a reader waiting for rows must learn of the end without a row arriving. */
    @Test
    @Timeout(60)
    void aReaderWaitingForRowsLearnsOfTheEnd() {
        gateway.on("GET " + OPERATION + "/result/1", body -> FakeGateway.Answer.ok(
                "{\"resultType\":\"EOS\",\"results\":{\"columns\":[],\"data\":[]}}"));
        RowStream stream = client.stream(new SessionHandle("s1"), "SELECT * FROM finite", 100);
        int read = 0;
        while (!stream.isDone()) {
            if (stream.poll(Duration.ofHours(1)).isPresent()) {
                read++;
            }
        }

        assertThat(read).isEqualTo(ROWS_PER_PAGE);
        assertThat(stream.state()).isEqualTo(StatementState.FINISHED);
        stream.close();
    }

    @Test
    void failureIsThrownToTheReader() {
        gateway.on("GET " + OPERATION + "/result/1", body -> new FakeGateway.Answer(500,
                "{\"errors\":[\"Internal server error.\",\"java.lang.RuntimeException: boom\"]}"));
        RowStream stream = client.stream(new SessionHandle("s1"), "SELECT * FROM failing", 100);

        GatewayException error = null;
        while (error == null && !stream.isDone()) {
            try {
                stream.poll(Duration.ofSeconds(5));
            } catch (GatewayException e) {
                error = e;
            }
        }

        assertThat(error).isNotNull();
        assertThat(error.userMessage()).isEqualTo("boom");
        assertThat(stream.state()).isEqualTo(StatementState.FAILED);
        stream.close();
    }

    @Test
    void completionSendsAGetWithABody() {
        gateway.on("GET " + SESSION + "/complete-statement", body -> FakeGateway.Answer.ok(
                body.contains("\"position\":8") ? "{\"candidates\":[\"CATALOGS\"]}" : "{\"candidates\":[]}"));

        assertThat(client.completeStatement(new SessionHandle("s1"), "SHOW CAT", 8)).containsExactly("CATALOGS");
        assertThat(gateway.requests()).contains("GET " + SESSION
                + "/complete-statement {\"statement\":\"SHOW CAT\",\"position\":8}");
    }

    private String page(int token) {
        StringBuilder data = new StringBuilder();
        for (int i = 0; i < ROWS_PER_PAGE; i++) {
            long n = served.getAndIncrement();
            data.append(i == 0 ? "" : ",").append("{\"kind\":\"").append(n % 2 == 0 ? "INSERT" : "UPDATE_AFTER")
                    .append("\",\"fields\":[").append(n).append("]}");
        }
        return "{\"resultType\":\"PAYLOAD\",\"results\":{\"columns\":[{\"name\":\"n\",\"logicalType\":"
                + "{\"type\":\"BIGINT\",\"nullable\":false}}],\"data\":[" + data + "]},\"nextResultUri\":\""
                + OPERATION + "/result/" + (token + 1) + "?rowFormat=JSON\"}";
    }
}
