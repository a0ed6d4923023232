package io.freshet.gateway.bench;

import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What collecting the freshness of materialized tables costs Flink's REST API, against the real embedded Flink:
 * the job list ({@code /jobs/overview}) with few and with many jobs in it, and one running job's checkpoint
 * statistics, through {@link FlinkRestClient} (JSON parsing included). Prints BENCHMARK lines for docs/benchmarks.md;
 * run with {@code gateway-bridge/benchmark.sh io.freshet.gateway.bench.FreshnessBenchmark}. Not a test.
 */
public final class FreshnessBenchmark {

    private static final int CONTINUOUS = 6;
    private static final int FINISHED = 120;
    private static final int ROUNDS = 300;

    private FreshnessBenchmark() {
    }

    public static void main(String[] args) {
        try (EmbeddedFlink flink = EmbeddedGatewayExtension.start(EmbeddedGatewayExtension.newHome("freshness-bench"))) {
            FlinkRestClient rest = new FlinkRestClient(flink.flinkRestEndpoint());
            try (GatewaySession session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of())) {
                session.execute(PaimonCatalogSql.createCatalogIfNotExists("lakehouse", flink.layout().warehouse()));
                session.execute("CREATE DATABASE IF NOT EXISTS lakehouse.bench");
                session.execute("USE lakehouse.bench");
                session.execute("CREATE TABLE idle (id BIGINT NOT NULL, PRIMARY KEY (id) NOT ENFORCED)");
                for (int i = 0; i < CONTINUOUS; i++) {
                    session.execute("CREATE MATERIALIZED TABLE mt" + i + " (PRIMARY KEY (id) NOT ENFORCED)"
                            + " FRESHNESS = INTERVAL '5' SECOND AS SELECT id FROM idle");
                }
                List<FlinkJob> running = Poll.until(Duration.ofMinutes(3), () -> rest.jobs().stream()
                        .filter(j -> j.state() == FlinkJobState.RUNNING).toList(), j -> j.size() == CONTINUOUS);
                Poll.until(Duration.ofMinutes(2), () -> rest.checkpoints(running.get(0).id()).orElseThrow(),
                        s -> s.completed() >= 3);
                measure("job list with " + rest.jobs().size() + " jobs", rest::jobs);
                measure("checkpoint statistics of one running job",
                        () -> rest.checkpoints(running.get(ROUNDS % CONTINUOUS).id()));

                session.execute("SET 'execution.runtime-mode' = 'batch'");
                session.execute("SET 'table.dml-sync' = 'true'");
                session.execute("CREATE TABLE sink (id BIGINT)");
                long start = System.nanoTime();
                for (int i = 0; i < FINISHED; i++) {
                    session.execute("INSERT INTO sink VALUES (" + i + ")");
                }
                System.out.printf("BENCHMARK freshness: fixture, %d finished batch jobs added in %.1f s%n", FINISHED,
                        (System.nanoTime() - start) / 1e9);
                measure("job list with " + rest.jobs().size() + " jobs", rest::jobs);
                measure("checkpoint statistics of one running job, beside them",
                        () -> rest.checkpoints(running.get(1).id()));
            }
        }
    }

    private static void measure(String what, Supplier<?> call) {
        for (int i = 0; i < 30; i++) {
            call.get();
        }
        List<Long> nanos = new ArrayList<>();
        for (int i = 0; i < ROUNDS; i++) {
            long start = System.nanoTime();
            call.get();
            nanos.add(System.nanoTime() - start);
        }
        Collections.sort(nanos);
        System.out.printf("BENCHMARK freshness: %s, x%d: median %.2f ms, p90 %.2f ms, mean %.2f ms%n", what, ROUNDS,
                nanos.get(ROUNDS / 2) / 1e6, nanos.get(ROUNDS * 9 / 10) / 1e6,
                nanos.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6);
    }
}
