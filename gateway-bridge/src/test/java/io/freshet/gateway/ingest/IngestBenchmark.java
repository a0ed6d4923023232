package io.freshet.gateway.ingest;

import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.ingest.ShopDatabase.TableSums;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The CDC snapshot into Paimon against a plain Flink job writing the same rows (datagen, same four table shapes) on
 * the same ingestion Flink, and the commit-to-ODS latency (median of 20). Prints BENCHMARK lines for
 * docs/benchmarks.md; run with {@code gateway-bridge/benchmark.sh io.freshet.gateway.ingest.IngestBenchmark} after
 * {@code package}. Not a test.
 */
public final class IngestBenchmark {

    private static final int USERS = 5_000;
    private static final int ITEMS = 1_000;
    private static final int ORDERS = 40_000;

    private IngestBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path root = EmbeddedGatewayExtension.newHome("ingest-bench");
        try (ShopDatabase shop = ShopDatabase.start(USERS, ITEMS, ORDERS);
                IngestFlink flink = IngestFlink.start(IngestFlinkSettings.defaults(root.resolve("ingest"),
                        IngestFixture.ingestLibDir(), EmbeddedGatewayExtension.libDir(), root.resolve("warehouse"))
                        .withCheckpointInterval(Duration.ofSeconds(1)));
                GatewaySession session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of());
                OdsReader ods = new OdsReader(flink.warehouseUri())) {
            session.execute("CREATE CATALOG IF NOT EXISTS paimon WITH ('type' = 'paimon', 'warehouse' = '"
                    + flink.warehouseUri() + "')");
            session.execute("CREATE DATABASE IF NOT EXISTS paimon.ods");
            session.execute("CREATE DATABASE IF NOT EXISTS paimon.plain");
            session.execute("SET 'table.exec.sink.upsert-materialize' = 'NONE'");
            long rows = USERS + ITEMS + ORDERS + 3L * ORDERS;

            double plainSeconds = plainJob(session);
            double cdcSeconds = cdcSnapshot(session, shop, ods, flink.warehouseUri());
            System.out.printf("BENCHMARK plain datagen -> Paimon, %d rows in 4 tables: %.1f s, %.0f rows/s%n",
                    rows, plainSeconds, rows / plainSeconds);
            System.out.printf("BENCHMARK postgres-cdc snapshot -> Paimon, same rows: %.1f s, %.0f rows/s;"
                    + " ratio CDC/plain time %.2f%n", cdcSeconds, rows / cdcSeconds, cdcSeconds / plainSeconds);
            List<Long> latencies = latencies(shop, ods, 20);
            System.out.printf("BENCHMARK commit -> ODS row (1 s checkpoints), 20 single-row commits: median %d ms,"
                    + " min %d, max %d%n", latencies.get(10), latencies.get(0), latencies.get(19));
        }
    }

    /** Bounded datagen into the four table shapes; the job ends after its final checkpoint has committed. */
    private static double plainJob(GatewaySession session) throws Exception {
        for (ShopTables table : ShopTables.values()) {
            session.execute(table.odsDdl().replace("paimon.ods.", "paimon.plain."));
        }
        session.execute("CREATE TEMPORARY TABLE gen_users (user_id BIGINT, user_name STRING, city STRING) WITH "
                + datagen("user_id", USERS));
        session.execute("CREATE TEMPORARY TABLE gen_items (item_id BIGINT, item_name STRING, category STRING,"
                + " price DECIMAL(10, 2)) WITH " + datagen("item_id", ITEMS));
        session.execute("CREATE TEMPORARY TABLE gen_orders (order_id BIGINT, user_id BIGINT, order_time TIMESTAMP(3),"
                + " status STRING) WITH " + datagen("order_id", ORDERS));
        session.execute("CREATE TEMPORARY TABLE gen_order_items (order_id BIGINT, line_no INT, item_id BIGINT,"
                + " quantity INT) WITH " + datagen("order_id", 3 * ORDERS));
        String inserts = Stream.of(
                "INSERT INTO paimon.plain.users SELECT * FROM gen_users",
                "INSERT INTO paimon.plain.items SELECT * FROM gen_items",
                "INSERT INTO paimon.plain.orders SELECT *, DATE_FORMAT(order_time, 'yyyy-MM-dd') FROM gen_orders",
                "INSERT INTO paimon.plain.order_items SELECT * FROM gen_order_items")
                .collect(Collectors.joining(";\n", "EXECUTE STATEMENT SET BEGIN\n", ";\nEND"));
        long start = System.nanoTime();
        String job = session.execute(inserts).jobId();
        JobControl jobs = JobControl.on(session);
        while (!"FINISHED".equals(jobs.status(job).orElse(""))) {
            Thread.sleep(100);
        }
        return (System.nanoTime() - start) / 1e9;
    }

    private static String datagen(String keyColumn, long rows) {
        return "('connector' = 'datagen', 'number-of-rows' = '" + rows + "', 'rows-per-second' = '100000000',"
                + " 'fields." + keyColumn + ".kind' = 'sequence', 'fields." + keyColumn + ".start' = '1',"
                + " 'fields." + keyColumn + ".end' = '" + rows + "')";
    }

    private static double cdcSnapshot(GatewaySession session, ShopDatabase shop, OdsReader ods, String warehouseUri)
            throws Exception {
        long start = System.nanoTime();
        ShopIngestion.start(session, warehouseUri, shop.port(), null);
        for (ShopTables table : ShopTables.values()) {
            TableSums expected = shop.sums(table);
            while (!expected.equals(sumsOrNull(ods, table))) {
                Thread.sleep(100);
            }
        }
        return (System.nanoTime() - start) / 1e9;
    }

    private static TableSums sumsOrNull(OdsReader ods, ShopTables table) {
        try {
            return ods.sums(table);
        } catch (Exception notYet) {
            return null;
        }
    }

    private static List<Long> latencies(ShopDatabase shop, OdsReader ods, int count) throws Exception {
        List<Long> millis = new ArrayList<>();
        for (long id = 900_001; id <= 900_000 + count; id++) {
            shop.execute("INSERT INTO orders VALUES (" + id + ", 1, TIMESTAMP '2024-06-09 09:00:00', 'PAID')");
            long committed = System.nanoTime();
            while (!ods.hasOrder(id)) {
                Thread.sleep(20);
            }
            millis.add((System.nanoTime() - committed) / 1_000_000);
        }
        return millis.stream().sorted().toList();
    }
}
