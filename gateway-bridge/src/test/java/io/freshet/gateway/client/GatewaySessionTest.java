package io.freshet.gateway.client;

import io.freshet.gateway.client.FakeGateway.Answer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** Reopen and replay of an expired session, and heartbeats, against a scripted gateway. */
class GatewaySessionTest {

    private static final String EOS = "{\"resultType\":\"EOS\",\"results\":{\"columns\":[],\"data\":[]}}";

    private FakeGateway gateway;
    private GatewayClient client;
    private final AtomicInteger sessions = new AtomicInteger();
    private final List<String> liveSessions = new ArrayList<>();
    /** Statements each session accepted, as "session statement". */
    private final List<String> accepted = new CopyOnWriteArrayList<>();

    @BeforeEach
    void startFake() throws IOException {
        gateway = new FakeGateway().on("POST /v4/sessions", body -> {
            String id = "s" + sessions.incrementAndGet();
            synchronized (liveSessions) {
                liveSessions.add(id);
            }
            routesFor(id);
            return Answer.ok("{\"sessionHandle\":\"" + id + "\"}");
        });
        client = new GatewayClient(gateway.uri());
    }

    @AfterEach
    void stopFake() {
        gateway.close();
    }

    @Test
    void expiredSessionIsReopenedWithItsStateAndTheStatementRunsOnce() throws IOException {
        try (GatewaySession session = client.session(Map.of("k", "v"), Duration.ofHours(1))) {
            session.execute("SET 'table.dml-sync' = 'true'");
            session.execute("USE CATALOG paimon");
            session.execute("USE ods");
            expire("s1");

            session.execute("INSERT INTO t VALUES (1)");

            assertThat(session.handle()).isEqualTo(new SessionHandle("s2"));
            assertThat(session.reopens()).isEqualTo(1);
        }
        assertThat(statementsOf("s2")).containsExactly(
                "SET 'table.dml-sync' = 'true'", "USE CATALOG paimon", "USE ods", "INSERT INTO t VALUES (1)");
        assertThat(statementsOf("s1")).doesNotContain("INSERT INTO t VALUES (1)");
        assertThat(gateway.requests()).filteredOn(request -> request.startsWith("POST /v4/sessions "))
                .containsOnly("POST /v4/sessions {\"properties\":{\"k\":\"v\"}}");
    }

    @Test
    void heartbeatsRunUntilTheSessionIsClosedAndLeaveNoTask() throws Exception {
        int before = SessionKeepAlive.scheduled();
        GatewaySession session = client.session(Map.of(), Duration.ofMillis(20));
        assertThat(SessionKeepAlive.scheduled()).isEqualTo(before + 1);
        awaitRequest("POST /v4/sessions/s1/heartbeat {}");

        session.close();

        assertThat(SessionKeepAlive.scheduled()).isEqualTo(before);
        assertThat(gateway.requests()).contains("DELETE /v4/sessions/s1");
    }

    @Test
    void heartbeatThatFindsTheSessionGoneMakesTheNextStatementReopen() throws Exception {
        try (GatewaySession session = client.session(Map.of(), Duration.ofMillis(20))) {
            expire("s1");
            awaitRequest("POST /v4/sessions/s1/heartbeat {}");
            Thread.sleep(100);

            session.execute("SELECT 1");

            assertThat(statementsOf("s2")).containsExactly("SELECT 1");
            assertThat(statementsOf("s1")).isEmpty();
        }
    }

    private void routesFor(String id) {
        String path = "/v4/sessions/" + id;
        gateway.on("POST " + path + "/statements", body -> {
            if (!live(id)) {
                return missing(id);
            }
            accepted.add(id + " " + GatewayHttp.JSON.convertValue(readJson(body), Map.class).get("statement"));
            return Answer.ok("{\"operationHandle\":\"op\"}");
        })
                .on("GET " + path + "/operations/op/result/0", EOS)
                .on("DELETE " + path + "/operations/op/close", "{\"status\":\"CLOSED\"}")
                .on("POST " + path + "/heartbeat", body -> live(id) ? Answer.ok("{}") : missing(id))
                .on("DELETE " + path, "{\"status\":\"CLOSED\"}");
    }

    private boolean live(String id) {
        synchronized (liveSessions) {
            return liveSessions.contains(id);
        }
    }

    private void expire(String id) {
        synchronized (liveSessions) {
            liveSessions.remove(id);
        }
    }

    private static Answer missing(String id) {
        try {
            return new Answer(500, RecordedGatewayErrorsTest.resource("unknown-session-submit.json")
                    .replace("00000000-0000-0000-0000-000000000000", id));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private List<String> statementsOf(String id) {
        return accepted.stream().filter(entry -> entry.startsWith(id + " "))
                .map(entry -> entry.substring(id.length() + 1)).toList();
    }

    private static Object readJson(String body) {
        try {
            return GatewayHttp.JSON.readTree(body);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private void awaitRequest(String request) throws InterruptedException {
        for (int i = 0; i < 200 && !gateway.requests().contains(request); i++) {
            Thread.sleep(10);
        }
        assertThat(gateway.requests()).contains(request);
    }
}
