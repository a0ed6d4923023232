package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementGate;
import io.freshet.testing.ProductionJvm;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
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
 * sample's CONTINUOUS DWD table, read straight from the Paimon files every 20 ms; and an ingestion's snapshot rate
 * against a hand-written Flink job reading the same table with the same connector. Run with
 * {@code ./mvnw -B -ntp -o -pl ide-backend -am verify -Dvaadin.skip -Dtest=none
 * -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=CdcIngestionBenchmark} ({@code -Dbench.checkpoint=2s} for a
 * shorter ingestion checkpoint than the product's default 10 s).
 */
@ExtendWith(ProductionJvm.class)
class CdcIngestionBenchmark {

    private static final int WARM_UP = 2;
    private static final int MEASURED = 20;
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
    void commitToOdsAndToDwd() throws InterruptedException {
        assertThat(shop.rig().service().create("shop", "public", SampleShop.TABLES, "ods", IngestionMode.CDC)
                .state()).isEqualTo(IngestionState.RUNNING);
        List<Double> ods = new ArrayList<>();
        List<Double> dwd = new ArrayList<>();
        java.util.Random random = new java.util.Random(17);
        for (int round = 0; round < WARM_UP + MEASURED; round++) {
            long order = FIRST_ORDER + round;
            // a random point in the checkpoint cycle: commits right after a round would all fall in the same phase
            Thread.sleep(random.nextInt(10_000));
            shop.postgres().sql("shop", "INSERT INTO orders VALUES (" + order + ", 7, TIMESTAMP '2024-06-05 12:00:00',"
                    + " 'PAID', '2024-06-05')");
            shop.postgres().sql("shop", "INSERT INTO order_items VALUES (" + order + ", 1, 3, 1, '2024-06-05')");
            long committed = System.nanoTime();
            double inOds = -1;
            double inDwd = -1;
            while ((inOds < 0 || inDwd < 0) && System.nanoTime() - committed < ROUND_LIMIT.toNanos()) {
                if (inOds < 0 && paimon.values("ods", "order_items", "order_id").contains(order)) {
                    inOds = (System.nanoTime() - committed) / 1e6;
                }
                if (inDwd < 0 && paimon.values("dwd", "order_detail", "order_id").contains(order)) {
                    inDwd = (System.nanoTime() - committed) / 1e6;
                }
                Thread.sleep(20);
            }
            assertThat(inOds).as("order %d reached ODS within %s", order, ROUND_LIMIT).isPositive();
            assertThat(inDwd).as("order %d reached DWD within %s", order, ROUND_LIMIT).isPositive();
            if (round >= WARM_UP) {
                ods.add(inOds);
                dwd.add(inDwd);
            }
        }
        System.out.println("BENCH " + summary("commit -> ODS", ods));
        System.out.println("BENCH " + summary("commit -> DWD", dwd));
    }

    @Test
    void snapshotRowsPerSecondAgainstAPlainJob() throws InterruptedException {
        int rows = Integer.getInteger("bench.rows", 300_000);
        shop.postgres().sql("shop", "CREATE TABLE bench_rows (id BIGINT PRIMARY KEY, name TEXT NOT NULL,"
                        + " amount NUMERIC(10, 2) NOT NULL, created TIMESTAMP(3) NOT NULL, ds TEXT NOT NULL)",
                "INSERT INTO bench_rows SELECT g, 'name ' || g, g % 1000 * 0.5, TIMESTAMP '2024-06-01 00:00:00'"
                        + " + g * INTERVAL '1 second', '2024-06-01' FROM generate_series(1, " + rows + ") g",
                "ALTER TABLE bench_rows OWNER TO cdc");
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
        while (paimon.recordCount(database, "bench_rows") < rows) {
            assertThat(System.nanoTime() - start).as("%s.bench_rows filled within 10 minutes", database)
                    .isLessThan(Duration.ofMinutes(10).toNanos());
            Thread.sleep(100);
        }
        return (System.nanoTime() - start) / 1e9;
    }

    private static String summary(String what, List<Double> samples) {
        List<Double> sorted = new ArrayList<>(samples);
        Collections.sort(sorted);
        return String.format("%s: median %.0f ms (min %.0f, max %.0f, n=%d) %s", what, sorted.get(sorted.size() / 2),
                sorted.get(0), sorted.get(sorted.size() - 1), sorted.size(), samples);
    }
}
