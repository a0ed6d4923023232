package io.freshet.gateway.bench;

import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Ten users' small batch queries at once on the real embedded Flink, against one alone (issue 37): a GROUP BY with
 * COUNT and SUM over a 5,000-row partitioned Paimon table with a primary key (like the sample's
 * {@code dwd.order_detail}), each user on a gateway session and a thread of its own, while two continuous materialized
 * tables run as the sample's do. Prints BENCHMARK lines for docs/benchmarks.md: the median of 5 queries alone, then
 * p50/p95 of {@value #ROUNDS} rounds of {@value #USERS} at once, their ratio, and the child's CPU seconds per query.
 * Run with {@code gateway-bridge/benchmark.sh io.freshet.gateway.bench.ConcurrentQueryBenchmark [key=value ...]}, each
 * {@code key=value} a Flink option for the child over Freshet's (to compare with other settings). With {@code
 * BENCHMARK_JAVA_OPTS="-Dbench.warmup=N -Dbench.rounds=M"} it first runs N untimed rounds (a child whose JIT has
 * warmed up, as after hours in use) and times M rounds instead of 3; {@code -Dbench.heavy-rows=N} times a CPU-bound
 * query over N generated rows at the end. Not a test.
 */
public final class ConcurrentQueryBenchmark {

    static final int ROWS = 5_000;
    static final int ALONE = 5;
    static final int USERS = 10;
    static final int ROUNDS = Integer.getInteger("bench.rounds", 3);
    /** Rounds of {@value #USERS} at once run and discarded before anything is timed: a long-running child's JIT. */
    static final int WARMUP = Integer.getInteger("bench.warmup", 0);
    /** Rows of a CPU-bound query timed {@value #HEAVY_RUNS} times at the end (0: none): a JIT setting's cost. */
    static final int HEAVY_ROWS = Integer.getInteger("bench.heavy-rows", 0);
    static final int HEAVY_RUNS = 3;
    static final int CONTINUOUS = 2;
    static final String QUERY = "SELECT category, COUNT(*) AS line_count, SUM(amount) AS amount"
            + " FROM lakehouse.bench.order_detail GROUP BY category";
    private static final Map<String, String> BATCH = Map.of("execution.runtime-mode", "batch");
    private static final List<String> SHOWN = List.of("taskmanager.numberOfTaskSlots", "parallelism.default",
            "execution.batch-shuffle-mode", "jobmanager.scheduler", "taskmanager.memory.managed.size",
            "taskmanager.memory.network.max", "paimon.scan.infer-parallelism");

    private ConcurrentQueryBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> overrides = new HashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            overrides.put(arg.substring(0, eq), arg.substring(eq + 1));
        }
        try (EmbeddedFlink flink = EmbeddedGatewayExtension.start(EmbeddedGatewayExtension.newHome("concurrent-bench"),
                overrides)) {
            printSettings(flink);
            GatewayClient client = new GatewayClient(flink.gatewayEndpoint());
            FlinkRestClient rest = new FlinkRestClient(flink.flinkRestEndpoint());
            prepare(client, flink, rest);
            warmUp(client);
            Instant aloneStart = Instant.now();
            List<Long> alone = new ArrayList<>();
            try (GatewaySession session = warm(client)) {
                timed(session);
                double before = QueryFigures.childCpuSeconds(flink.pid());
                for (int i = 0; i < ALONE; i++) {
                    alone.add(timed(session));
                }
                System.out.printf("BENCHMARK concurrent: alone, %d queries one after another: %s ms; child CPU %.2f s"
                        + " per query%n", ALONE, alone, (QueryFigures.childCpuSeconds(flink.pid()) - before) / ALONE);
            }
            Instant togetherStart = Instant.now();
            List<Long> together = new ArrayList<>();
            List<GatewaySession> users = new ArrayList<>();
            ExecutorService pool = Executors.newFixedThreadPool(USERS);
            try {
                for (int i = 0; i < USERS; i++) {
                    users.add(warm(client));
                }
                double before = QueryFigures.childCpuSeconds(flink.pid());
                for (int round = 0; round < ROUNDS; round++) {
                    List<Long> times = round(users, pool);
                    System.out.printf("BENCHMARK concurrent: round %d, %d at once: %s ms%n", round + 1, USERS, times);
                    together.addAll(times);
                }
                double cpuPerQuery = (QueryFigures.childCpuSeconds(flink.pid()) - before) / (ROUNDS * USERS);
                double aloneMedian = QueryFigures.percentile(alone, 0.5);
                double p50 = QueryFigures.percentile(together, 0.5);
                double p95 = QueryFigures.percentile(together, 0.95);
                System.out.printf("BENCHMARK concurrent: alone median %.0f ms; %d at once (%d rounds, n=%d) p50 %.0f ms,"
                                + " p95 %.0f ms; p95/alone %.2f (target at most 3); child CPU %.2f s per query%n",
                        aloneMedian, USERS, ROUNDS, together.size(), p50, p95, p95 / aloneMedian, cpuPerQuery);
            } finally {
                pool.shutdownNow();
                users.forEach(GatewaySession::close);
            }
            System.out.printf("BENCHMARK concurrent: %d cores; Flink's own time per job, alone: %s; at once: %s%n",
                    Runtime.getRuntime().availableProcessors(), QueryFigures.batchJobs(rest.jobs(), aloneStart,
                            togetherStart), QueryFigures.batchJobs(rest.jobs(), togetherStart, Instant.now()));
            heavy(client);
        }
    }

    /**
     * A user's session as Freshet keeps one: open, with the catalog already loaded (a session opens it on first use,
     * which takes a second or more and is no part of a query).
     */
    private static GatewaySession warm(GatewayClient client) {
        GatewaySession session = client.session(BATCH);
        session.execute("SHOW TABLES IN lakehouse.bench");
        return session;
    }

    /** {@link #WARMUP} untimed rounds, each user on a session of its own. */
    private static void warmUp(GatewayClient client) throws Exception {
        if (WARMUP == 0) {
            return;
        }
        List<GatewaySession> users = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(USERS);
        try {
            for (int i = 0; i < USERS; i++) {
                users.add(warm(client));
            }
            for (int round = 0; round < WARMUP; round++) {
                round(users, pool);
            }
            System.out.printf("BENCHMARK concurrent: %d warm-up rounds of %d at once, not timed%n", WARMUP, USERS);
        } finally {
            pool.shutdownNow();
            users.forEach(GatewaySession::close);
        }
    }

    /** A GROUP BY over {@link #HEAVY_ROWS} generated rows, alone: seconds of compiled code rather than of overhead. */
    private static void heavy(GatewayClient client) {
        if (HEAVY_ROWS == 0) {
            return;
        }
        try (GatewaySession session = client.session(BATCH)) {
            session.execute("CREATE TEMPORARY TABLE heavy (n BIGINT) WITH ('connector' = 'datagen',"
                    + " 'number-of-rows' = '" + HEAVY_ROWS + "', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1',"
                    + " 'fields.n.end' = '" + HEAVY_ROWS + "', 'rows-per-second' = '1000000000')");
            List<Long> millis = new ArrayList<>();
            for (int i = 0; i < HEAVY_RUNS; i++) {
                long start = System.nanoTime();
                session.execute("SELECT MOD(n, 100) AS k, COUNT(*) AS c, SUM(n * 3 + 1) AS s FROM heavy"
                        + " GROUP BY MOD(n, 100)");
                millis.add((System.nanoTime() - start) / 1_000_000);
            }
            System.out.printf("BENCHMARK concurrent: heavy query, GROUP BY over %d generated rows, %d runs: %s ms%n",
                    HEAVY_ROWS, HEAVY_RUNS, millis);
        }
    }

    /** One query's wall time from submit to its last row, in ms; a wrong answer ends the benchmark. */
    private static long timed(GatewaySession session) {
        long start = System.nanoTime();
        StatementResult result = session.execute(QUERY);
        long millis = (System.nanoTime() - start) / 1_000_000;
        long lines = result.rows().stream().mapToLong(r -> Long.parseLong(String.valueOf(r.fields().get(1)))).sum();
        if (lines != ROWS) {
            throw new IllegalStateException("The query counted " + lines + " lines, not " + ROWS + ": " + result.rows());
        }
        return millis;
    }

    /** Every user's query released at the same moment, each on its own session and thread. */
    private static List<Long> round(List<GatewaySession> users, ExecutorService pool) throws Exception {
        CyclicBarrier start = new CyclicBarrier(users.size());
        List<Future<Long>> futures = new ArrayList<>();
        for (GatewaySession session : users) {
            futures.add(pool.submit(() -> {
                start.await();
                return timed(session);
            }));
        }
        List<Long> times = new ArrayList<>();
        for (Future<Long> future : futures) {
            times.add(future.get());
        }
        return times;
    }

    /** The table with {@value #ROWS} rows in five daily partitions, and the continuous tables reading it. */
    private static void prepare(GatewayClient client, EmbeddedFlink flink, FlinkRestClient rest) {
        try (GatewaySession session = client.session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists("lakehouse", flink.layout().warehouse()));
            session.execute("CREATE DATABASE IF NOT EXISTS lakehouse.bench");
            session.execute("CREATE TABLE lakehouse.bench.order_detail (ds STRING NOT NULL, order_id BIGINT NOT NULL,"
                    + " user_id BIGINT NOT NULL, category STRING NOT NULL, quantity INT NOT NULL,"
                    + " amount DECIMAL(10, 2) NOT NULL, PRIMARY KEY (ds, order_id) NOT ENFORCED) PARTITIONED BY (ds)");
            session.execute("SET 'execution.runtime-mode' = 'batch'");
            session.execute("SET 'table.dml-sync' = 'true'");
            session.execute("CREATE TEMPORARY TABLE seq (n BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '"
                    + ROWS + "', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '" + ROWS + "')");
            session.execute("INSERT INTO lakehouse.bench.order_detail SELECT CONCAT('2024-06-0',"
                    + " CAST(MOD(n, 5) + 1 AS STRING)), n, MOD(n * 7, 50) + 1, CASE MOD(n, 4) WHEN 0 THEN 'Books'"
                    + " WHEN 1 THEN 'Home' WHEN 2 THEN 'Toys' ELSE 'Grocery' END, CAST(MOD(n, 3) + 1 AS INT),"
                    + " CAST(5 + MOD(n * 37, 200) AS DECIMAL(10, 2)) FROM seq");
            session.execute("SET 'execution.runtime-mode' = 'streaming'");
            session.execute("SET 'table.dml-sync' = 'false'");
            for (int i = 0; i < CONTINUOUS; i++) {
                session.execute("CREATE MATERIALIZED TABLE lakehouse.bench.daily_" + i + " (PRIMARY KEY (ds) NOT ENFORCED)"
                        + " FRESHNESS = INTERVAL '" + (5 * (i + 1)) + "' SECOND AS SELECT ds, COUNT(*) AS line_count,"
                        + " SUM(amount) AS amount FROM lakehouse.bench.order_detail GROUP BY ds");
            }
        }
        int running = Poll.until(Duration.ofMinutes(3), () -> (int) rest.jobs().stream()
                .filter(j -> j.state() == FlinkJobState.RUNNING).count(), n -> n >= CONTINUOUS);
        System.out.printf("BENCHMARK concurrent: fixture, %d rows, %d continuous jobs running%n", ROWS, running);
    }

    private static void printSettings(EmbeddedFlink flink) throws IOException {
        List<String> shown = Files.readAllLines(flink.layout().flinkConfigFile()).stream()
                .filter(line -> SHOWN.stream().anyMatch(key -> line.startsWith(key + "="))).toList();
        System.out.printf("BENCHMARK concurrent: child options %s%n", shown);
    }
}
