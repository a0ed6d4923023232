package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementGate;
import io.freshet.gateway.flink.CompletedCheckpoint;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.testing.ProductionJvm;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Benchmark, not run in CI: the delay from a commit in the shop's PostgreSQL to its row in the ODS table and in the
 * sample's CONTINUOUS DWD table (200 changes at random points of the checkpoint cycle while the sample's continuous
 * jobs run, each cut at the checkpoint that carried it), read straight from the Paimon snapshots as they appear; and an
 * ingestion's snapshot rate against a hand-written bounded Flink job reading the same table with the same connector.
 * Run with {@code /work/itlock ./mvnw -B -ntp -o -pl ide-backend -am verify -Dvaadin.skip -Dtest=none
 * -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=CdcIngestionBenchmark -Dit.java-tool-options=}
 * ({@code -Dbench.checkpoint=2s} for a shorter ingestion checkpoint than the product's default 10 s,
 * {@code -Dbench.changes=N}, {@code -Dbench.rows=N}).
 */
@ExtendWith(ProductionJvm.class)
class CdcIngestionBenchmark {

    private static final int WARM_UP = 2;
    private static final int MEASURED = Integer.getInteger("bench.changes", 200);
    private static final int MAX_GAP_MILLIS = 2_000;
    private static final long FIRST_ORDER = 10_000;
    private static final Duration ROUND_LIMIT = Duration.ofSeconds(120);

    @RegisterExtension
    static final SampleLakehouseExtension LAKEHOUSE = new SampleLakehouseExtension();

    @TempDir
    static Path home;

    private static ShopIngestion shop;
    private static PaimonKeys paimon;

    @BeforeAll
    static void start() {
        Duration checkpoint = Duration.parse("PT" + System.getProperty("bench.checkpoint", "10s").toUpperCase());
        shop = ShopIngestion.start(LAKEHOUSE, home, "bench-Cdc-5", checkpoint);
        paimon = new PaimonKeys(LAKEHOUSE.warehouse());
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(
                ShopIngestion.DEVELOPER, "n/a", "ROLE_DEVELOPER"));
    }

    @AfterAll
    static void stop() throws Exception {
        SecurityContextHolder.clearContext();
        if (paimon != null) {
            paimon.close();
        }
        if (shop != null) {
            shop.close();
        }
    }

    @Test
    void commitToOdsAndToDwd() throws Exception {
        assertThat(shop.rig().service().create("shop", "public", SampleShop.TABLES, "ods", IngestionMode.CDC)
                .state()).isEqualTo(IngestionState.RUNNING);
        String job = shop.rig().service().list().stream().filter(i -> i.targetDatabase().equals("ods")).findFirst()
                .orElseThrow().jobId();
        FlinkRestClient flink = shop.rig().ingest().flinkRestIfRunning().orElseThrow();
        Map<Long, Long> committed = new ConcurrentHashMap<>();
        CommitTimes ods = new CommitTimes(paimon, "ods", "order_items");
        CommitTimes dwd = new CommitTimes(paimon, "dwd", "order_detail");
        for (int round = 0; round < WARM_UP; round++) {
            // the snapshot phase and the first changes through both layers before anything is measured
            long order = FIRST_ORDER + 1_000 + round;
            commit(order, committed);
            await(() -> seenIn(List.of(ods, dwd), committed), ROUND_LIMIT);
        }
        committed.clear();
        String loadBefore = Files.readString(Path.of("/proc/loadavg")).strip();
        Thread writer = new Thread(() -> {
            Random random = new Random(37);
            try {
                for (int i = 0; i < MEASURED; i++) {
                    // random gaps: the commits fall at every point of the ingestion's checkpoint cycle
                    Thread.sleep(random.nextInt(MAX_GAP_MILLIS));
                    commit(FIRST_ORDER + i, committed);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "bench-writer");
        writer.start();
        Map<Long, CompletedCheckpoint> checkpoints = new TreeMap<>();
        List<Double> emitLag = new ArrayList<>();
        List<Double> fetchLag = new ArrayList<>();
        List<Double> estimates = new ArrayList<>();
        long limit = System.nanoTime() + Duration.ofMinutes(20).toNanos();
        long nextMetrics = 0;
        while ((writer.isAlive() || !seenIn(List.of(ods, dwd), committed)) && System.nanoTime() < limit) {
            ods.poll(committed.keySet());
            dwd.poll(committed.keySet());
            if (System.currentTimeMillis() >= nextMetrics) {
                flink.completedCheckpoints(job).forEach(c -> checkpoints.put(c.id(), c));
                Map<String, Double> lags = flink.subtaskMetricMax(job, id -> id.endsWith("EventTimeLag"));
                lags.forEach((id, lag) -> (id.endsWith(".currentEmitEventTimeLag") ? emitLag
                        : id.endsWith(".currentFetchEventTimeLag") ? fetchLag : new ArrayList<Double>()).add(lag));
                shop.rig().monitor().metrics().stream().filter(m -> m.odsLatency() != null)
                        .forEach(m -> estimates.add(m.odsLatency().typicalSeconds() * 1000));
                nextMetrics = System.currentTimeMillis() + 1000;
            }
            Thread.sleep(20);
        }
        writer.join();
        assertThat(ods.seen()).as("every change reached ODS").containsKeys(committed.keySet().toArray(Long[]::new));
        assertThat(dwd.seen()).as("every change reached DWD").containsKeys(committed.keySet().toArray(Long[]::new));
        report(committed, ods, dwd, checkpoints, emitLag, fetchLag, loadBefore);
        System.out.println("BENCH the Ingestions page's commit-to-ODS estimate (typical), 1 s samples: "
                + CommitTimes.percentiles(estimates, d -> d));
    }

    private static void commit(long order, Map<Long, Long> committed) {
        shop.postgres().sql("shop", "INSERT INTO orders VALUES (" + order + ", 7, TIMESTAMP '2024-06-05 12:00:00',"
                + " 'PAID', '2024-06-05'); INSERT INTO order_items VALUES (" + order + ", 1, 3, 1, '2024-06-05')");
        committed.put(order, System.currentTimeMillis());
    }

    private static boolean seenIn(List<CommitTimes> tables, Map<Long, Long> committed) {
        for (CommitTimes t : tables) {
            t.poll(committed.keySet());
            if (!t.seen().keySet().containsAll(committed.keySet())) {
                return false;
            }
        }
        return true;
    }

    private static void await(java.util.function.BooleanSupplier done, Duration limit) throws InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        while (!done.getAsBoolean()) {
            assertThat(System.nanoTime()).as("reached within %s", limit).isLessThan(end);
            Thread.sleep(20);
        }
    }

    private static void report(Map<Long, Long> committed, CommitTimes ods, CommitTimes dwd,
            Map<Long, CompletedCheckpoint> checkpoints, List<Double> emitLag, List<Double> fetchLag,
            String loadBefore) throws java.io.IOException {
        List<CommitTimes.Parts> parts = ods.parts(committed, checkpoints);
        System.out.println("BENCH load average before " + loadBefore + ", after "
                + Files.readString(Path.of("/proc/loadavg")).strip());
        System.out.println("BENCH commit -> ODS: " + CommitTimes.percentiles(committed.keySet(),
                order -> ods.seen().get(order).seen() - committed.get(order)));
        System.out.println("BENCH commit -> DWD: " + CommitTimes.percentiles(committed.keySet(),
                order -> dwd.seen().get(order).seen() - committed.get(order)));
        System.out.println("BENCH ODS commit -> DWD commit: " + CommitTimes.percentiles(committed.keySet(),
                order -> dwd.seen().get(order).paimonCommit() - ods.seen().get(order).paimonCommit()));
        System.out.println("BENCH ODS parts of " + parts.size() + " changes whose checkpoint is known:");
        System.out.println("BENCH   commit -> checkpoint trigger: " + CommitTimes.percentiles(parts, p -> p.toTrigger()));
        System.out.println("BENCH   checkpoint trigger -> acknowledged: "
                + CommitTimes.percentiles(parts, p -> p.checkpoint()));
        System.out.println("BENCH   acknowledged -> Paimon commit: "
                + CommitTimes.percentiles(parts, p -> p.toPaimonCommit()));
        System.out.println("BENCH   Paimon commit -> seen: " + CommitTimes.percentiles(parts, p -> p.discovery()));
        System.out.println("BENCH   changes that missed a checkpoint triggered after their commit: "
                + parts.stream().filter(p -> p.missed() > 0).count() + " " + parts.stream()
                        .filter(p -> p.missed() > 0).map(p -> String.format("%.1fs/%d", p.total() / 1000, p.missed()))
                        .toList());
        System.out.println("BENCH source emit lag (currentEmitEventTimeLag, 1 s samples): "
                + CommitTimes.percentiles(emitLag, d -> d));
        System.out.println("BENCH source fetch lag (currentFetchEventTimeLag, 1 s samples): "
                + CommitTimes.percentiles(fetchLag, d -> d));
    }

    @Test
    void snapshotRowsPerSecondAgainstAPlainJob() throws InterruptedException {
        int rows = Integer.getInteger("bench.rows", 300_000);
        shop.postgres().sql("shop", "CREATE TABLE bench_rows (id BIGINT PRIMARY KEY, name TEXT NOT NULL,"
                        + " amount NUMERIC(10, 2) NOT NULL, created TIMESTAMP(3) NOT NULL, ds TEXT NOT NULL)",
                "INSERT INTO bench_rows SELECT g, 'name ' || g, g % 1000 * 0.5, TIMESTAMP '2024-06-01 00:00:00'"
                        + " + g * INTERVAL '1 second', '2024-06-01' FROM generate_series(1, " + rows + ") g",
                "ALTER TABLE bench_rows OWNER TO cdc", "ALTER TABLE bench_rows REPLICA IDENTITY FULL");
        long start = System.nanoTime();
        assertThat(shop.rig().service().create("shop", "public", List.of("bench_rows"), "bench_freshet",
                IngestionMode.CDC).state()).isEqualTo(IngestionState.RUNNING);
        double freshet = awaitRows("bench_freshet", rows, start);

        start = System.nanoTime();
        try (GatewaySession session = shop.rig().ingest().client().session(Map.of(), StatementGate.NONE)) {
            for (String statement : PlainSnapshotJob.statements(LAKEHOUSE.warehouse(), shop.postgres().port())) {
                session.execute(statement);
            }
        }
        double plain = awaitRows("bench_plain", rows, start);
        System.out.println(String.format("BENCH snapshot of %d rows into Paimon: Freshet's ingestion %.0f rows/s"
                + " (%.1f s), plain Flink job %.0f rows/s (%.1f s), ratio %.2f", rows, rows / freshet, freshet,
                rows / plain, plain, plain / freshet));
    }

    /** Seconds from start until the table holds the rows. */
    private static double awaitRows(String database, int rows, long start) throws InterruptedException {
        long seen = -1;
        StringBuilder trace = new StringBuilder();
        for (long count = 0; count < rows; count = paimon.recordCount(database, "bench_rows")) {
            assertThat(System.nanoTime() - start).as("%s.bench_rows filled within 10 minutes", database)
                    .isLessThan(Duration.ofMinutes(10).toNanos());
            if (count != seen) {
                // each step is one Paimon commit: where the time goes between job start, reading and checkpoints
                trace.append(String.format(" %.1fs:%d", (System.nanoTime() - start) / 1e9, count));
                seen = count;
            }
            Thread.sleep(100);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        // the job that wrote the rows is the newest one: when it started tells the submission's share
        double jobStart = shop.rig().ingest().flinkRestIfRunning().orElseThrow().jobs().stream()
                .map(FlinkJob::startTime).filter(java.util.Objects::nonNull).max(Instant::compareTo)
                .map(t -> seconds - Duration.between(t, Instant.now()).toMillis() / 1000.0).orElse(Double.NaN);
        System.out.println(String.format("BENCH %s: job started at %.1fs; commits (time since start: rows)%s %.1fs:%d",
                database, jobStart, trace, seconds, rows));
        return seconds;
    }
}
