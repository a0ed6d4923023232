package io.freshet.gateway.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.client.RowStream;
import io.freshet.gateway.client.SessionHandle;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Measures the client against the real embedded gateway and prints figures for docs/benchmarks.md:
 * per-statement overhead against bare java.net.http calls (same run, interleaved), and rows/s for
 * 100,000 rows (collected and streamed). Run with gateway-bridge/benchmark.sh; not a test.
 */
public final class GatewayBenchmark {

    private static final String TRIVIAL = "SHOW CATALOGS";
    private static final int WARMUP = 30;
    private static final int ROUNDS = 200;
    private static final int ROWS = 100_000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient RAW = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private GatewayBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        try (EmbeddedFlink flink = EmbeddedGatewayExtension.start(EmbeddedGatewayExtension.newHome("benchmark"))) {
            GatewayClient client = new GatewayClient(flink.gatewayEndpoint());
            SessionHandle session = client.openSession(Map.of("execution.runtime-mode", "batch"));
            overhead(client, session, flink.gatewayEndpoint());
            throughput(client, session);
            client.closeSession(session);
        }
    }

    private static void overhead(GatewayClient client, SessionHandle session, GatewayEndpoint base) throws Exception {
        for (int i = 0; i < WARMUP; i++) {
            client.execute(session, TRIVIAL);
            raw(base, session.id());
        }
        List<Long> clientNanos = new ArrayList<>();
        List<Long> rawNanos = new ArrayList<>();
        for (int i = 0; i < ROUNDS; i++) {
            long start = System.nanoTime();
            client.execute(session, TRIVIAL);
            clientNanos.add(System.nanoTime() - start);
            start = System.nanoTime();
            raw(base, session.id());
            rawNanos.add(System.nanoTime() - start);
        }
        double clientMedian = median(clientNanos) / 1e6;
        double rawMedian = median(rawNanos) / 1e6;
        System.out.printf("BENCHMARK overhead: %s x%d interleaved; client median %.2f ms (p90 %.2f), raw HTTP median %.2f ms"
                        + " (p90 %.2f); ratio %.2f%n", TRIVIAL, ROUNDS, clientMedian, percentile(clientNanos, 0.9) / 1e6,
                rawMedian, percentile(rawNanos, 0.9) / 1e6, clientMedian / rawMedian);
    }

    /** What a bare client does: submit, poll pages every 10 ms until EOS, close the operation. */
    private static void raw(GatewayEndpoint base, String session) throws Exception {
        String sessionPath = "/v4/sessions/" + session;
        JsonNode submitted = send(base, HttpRequest.newBuilder(base.uri().resolve(sessionPath + "/statements"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"statement\":\"" + TRIVIAL + "\"}")));
        String operation = sessionPath + "/operations/" + submitted.path("operationHandle").asText();
        String next = operation + "/result/0?rowFormat=JSON";
        while (next != null) {
            JsonNode page = send(base, HttpRequest.newBuilder(base.uri().resolve(next)).GET());
            boolean empty = page.path("results").path("data").isEmpty();
            next = "EOS".equals(page.path("resultType").asText()) ? null : page.path("nextResultUri").asText(null);
            if (next != null && empty) {
                Thread.sleep(10);
            }
        }
        send(base, HttpRequest.newBuilder(base.uri().resolve(operation + "/close")).DELETE());
    }

    private static JsonNode send(GatewayEndpoint base, HttpRequest.Builder request) throws Exception {
        base.authorization().ifPresent(value -> request.header("Authorization", value));
        return JSON.readTree(RAW.send(request.build(), HttpResponse.BodyHandlers.ofString()).body());
    }

    private static void throughput(GatewayClient client, SessionHandle session) {
        client.execute(session, "CREATE TEMPORARY TABLE seq (id BIGINT, name STRING) WITH ('connector' = 'datagen',"
                + " 'number-of-rows' = '" + ROWS + "', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',"
                + " 'fields.id.end' = '" + ROWS + "', 'fields.name.length' = '10')");
        client.execute(session, "SELECT COUNT(*) FROM seq");
        long start = System.nanoTime();
        StatementResult collected = client.execute(session, "SELECT id, name FROM seq");
        double collectSeconds = (System.nanoTime() - start) / 1e9;
        start = System.nanoTime();
        long streamed = 0;
        try (RowStream stream = client.stream(session, "SELECT id, name FROM seq", 1000)) {
            while (!stream.isDone()) {
                if (stream.poll(Duration.ofSeconds(30)).isPresent()) {
                    streamed++;
                }
            }
        }
        double streamSeconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("BENCHMARK fetch: %d rows collected in %.1f s (%.0f rows/s); %d rows streamed through a"
                        + " 1,000-row buffer in %.1f s (%.0f rows/s)%n", collected.rows().size(), collectSeconds,
                collected.rows().size() / collectSeconds, streamed, streamSeconds, streamed / streamSeconds);
    }

    private static double median(List<Long> values) {
        return percentile(values, 0.5);
    }

    private static double percentile(List<Long> values, double quantile) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get((int) Math.min(sorted.size() - 1, Math.floor(quantile * sorted.size())));
    }
}
