package io.freshet.gateway.ingest;

import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.RowStream;
import io.freshet.gateway.ingest.ShopDatabase.TableSums;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.gateway.testing.Poll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17 on real servers: PostgreSQL with logical replication -> Flink CDC 3.5.0 on the ingestion Flink (1.20) ->
 * Paimon ODS primary-key tables in one statement-set job; snapshot, then inserts, updates and deletes, then a stop
 * with savepoint, changes while stopped, and a restart from the savepoint; PostgreSQL and Paimon agree throughout,
 * read with Paimon 1.4.2's Java API, and by the main embedded Flink 2.0 in batch and as a stream of changes.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PostgresCdcIngestIT {

    private static final Duration LANDING = Duration.ofSeconds(120);

    @RegisterExtension
    static final IngestFixture FIXTURE = new IngestFixture();

    private static String jobId;

    @Test
    @Order(1)
    void theIngestionGatewayIsFlink120SpokenToInV3() {
        System.out.printf("[ingest-bench] ingestion Flink started in %d ms, RSS %d MiB idle%n",
                FIXTURE.startMillis(), FIXTURE.childRssMib());
        assertThat(FIXTURE.session().execute("SHOW CATALOGS").rows()).isNotEmpty();
        assertThat(FIXTURE.flink().gatewayUri().getHost()).isEqualTo("127.0.0.1");
        assertThat(FIXTURE.client().info().version()).startsWith("1.20.");
        assertThat(FIXTURE.client().apiPrefix()).isEqualTo("/v3");
    }

    @Test
    @Order(1)
    void theMysqlCdcConnectorPlansNextToThePostgresOne() {
        GatewaySession session = FIXTURE.session();
        session.execute("CREATE TEMPORARY TABLE mysql_probe (id BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH ("
                + "'connector' = 'mysql-cdc', 'hostname' = '127.0.0.1', 'port' = '3306', 'username' = 'u',"
                + " 'password' = 'p', 'database-name' = 'shop', 'table-name' = 'orders', 'server-id' = '5401-5404')");
        try {
            String plan = String.valueOf(session.execute("EXPLAIN PLAN FOR SELECT * FROM mysql_probe").rows().get(0)
                    .fields().get(0));

            assertThat(plan).contains("TableSourceScan(table=[[default_catalog, default_database, mysql_probe]]");
        } finally {
            session.execute("DROP TEMPORARY TABLE mysql_probe");
        }
    }

    @Test
    @Order(2)
    void theSnapshotOfFourTablesLandsInPaimon() throws Exception {
        long start = System.nanoTime();
        jobId = ShopIngestion.start(FIXTURE.session(), FIXTURE.flink().warehouseUri(), FIXTURE.shop().port(), null);
        Map<ShopTables, TableSums> landed = awaitAgreement();
        double seconds = (System.nanoTime() - start) / 1e9;
        long rows = landed.values().stream().mapToLong(TableSums::rows).sum();
        System.out.printf("[ingest-bench] snapshot of %d rows in 4 tables landed in Paimon after %.1f s: %.0f rows/s;"
                + " RSS %d MiB%n", rows, seconds, rows / seconds, FIXTURE.childRssMib());

        assertThat(jobId).matches("[0-9a-f]{32}");
        assertThat(landed).isEqualTo(postgresSums());
        assertThat(IngestJobChecks.failuresOf(FIXTURE.flink(), jobId)).isEmpty();
        assertThat(landed.get(ShopTables.ORDER_ITEMS).rows()).isEqualTo(3L * IngestFixture.ORDERS);
    }

    @Test
    @Order(3)
    void anInsertAnUpdateAndADeleteAppear() throws Exception {
        FIXTURE.shop().execute(
                "INSERT INTO orders VALUES (20001, 1, TIMESTAMP '2024-06-07 10:00:00', 'PAID')",
                "INSERT INTO order_items VALUES (20001, 1, 3, 2), (20001, 2, 4, 1)",
                "UPDATE orders SET status = 'SHIPPED' WHERE order_id IN (5, 6)",
                "UPDATE order_items SET quantity = quantity + 10 WHERE order_id = 5",
                "UPDATE items SET price = price + 1 WHERE item_id = 7",
                "DELETE FROM order_items WHERE order_id = 9",
                "DELETE FROM orders WHERE order_id = 9",
                "DELETE FROM users WHERE user_id = 1000");

        assertThat(awaitAgreement()).isEqualTo(postgresSums());
        assertThat(FIXTURE.ods().hasOrder(20001)).isTrue();
        assertThat(FIXTURE.ods().hasOrder(9)).isFalse();
        System.out.printf("[ingest-bench] PostgreSQL commit -> row in the ODS table (checkpoint every 1 s): median %d ms"
                + " of 10%n", medianCommitToOdsMillis(30001, 10));
    }

    @Test
    @Order(4)
    void stopWithSavepointAndRestartLosesAndDuplicatesNothing() throws Exception {
        String savepoint = JobControl.on(FIXTURE.session()).stopWithSavepoint(jobId);
        // changes while no job reads them: the slot keeps them for the restarted job
        FIXTURE.shop().execute(
                "INSERT INTO orders VALUES (20002, 2, TIMESTAMP '2024-06-08 11:00:00', 'PAID')",
                "INSERT INTO order_items VALUES (20002, 1, 5, 3)",
                "UPDATE orders SET status = 'SHIPPED' WHERE order_id = 20001",
                "DELETE FROM order_items WHERE order_id = 10 AND line_no = 2");

        String restarted = ShopIngestion.start(FIXTURE.session(), FIXTURE.flink().warehouseUri(),
                FIXTURE.shop().port(), savepoint);
        FIXTURE.shop().execute(
                "INSERT INTO orders VALUES (20003, 3, TIMESTAMP '2024-06-08 12:00:00', 'PAID')",
                "UPDATE order_items SET quantity = 7 WHERE order_id = 20002",
                "DELETE FROM orders WHERE order_id = 11");

        assertThat(awaitAgreement()).isEqualTo(postgresSums());
        assertThat(restarted).isNotEqualTo(jobId);
        assertThat(IngestJobChecks.restoredFrom(FIXTURE.flink(), restarted)).hasValueSatisfying(restored -> {
            assertThat(restored.path("is_savepoint").asBoolean()).isTrue();
            assertThat(restored.path("external_path").asText()).isEqualTo(savepoint);
        });
        jobId = restarted;
    }

    @Test
    @Order(5)
    void theMainFlink20ReadsWhatTheIngestionFlinkWrote() throws Exception {
        GatewayClient main = new GatewayClient(FIXTURE.mainFlink().gatewayEndpoint());
        try (GatewaySession session = main.session(Map.of("execution.runtime-mode", "batch"))) {
            session.execute("CREATE CATALOG IF NOT EXISTS paimon WITH ('type' = 'paimon', 'warehouse' = '"
                    + FIXTURE.flink().warehouseUri() + "')");
            TableSums expected = FIXTURE.shop().sums(ShopTables.ORDER_ITEMS);
            TableSums read = Poll.until(LANDING, () -> orderItemSums(session), expected::equals);

            assertThat(main.info().version()).startsWith("2.");
            assertThat(read).isEqualTo(expected);
        }
    }

    @Test
    @Order(6)
    void theMainFlink20StreamsTheChangesTheIngestionFlinkCommits() throws Exception {
        GatewayClient main = new GatewayClient(FIXTURE.mainFlink().gatewayEndpoint());
        try (GatewaySession session = main.session(Map.of())) {
            session.execute("CREATE CATALOG IF NOT EXISTS paimon WITH ('type' = 'paimon', 'warehouse' = '"
                    + FIXTURE.flink().warehouseUri() + "')");
            try (RowStream stream = session.stream("SELECT order_id, status FROM paimon.ods.orders"
                    + " WHERE order_id = 40001", 100)) {
                FIXTURE.shop().execute("INSERT INTO orders VALUES (40001, 4, TIMESTAMP '2024-06-10 10:00:00', 'PAID')");
                List<String> changes = new ArrayList<>(changes(stream, 1));
                FIXTURE.shop().execute("UPDATE orders SET status = 'SHIPPED' WHERE order_id = 40001");
                changes.addAll(changes(stream, 2));

                assertThat(changes).containsExactly("+I[40001, PAID]", "-U[40001, PAID]", "+U[40001, SHIPPED]");
            }
        }
    }

    @Test
    @Order(7)
    void theReplicationSlotsAreDroppedOnceTheJobIsGone() throws Exception {
        assertThat(FIXTURE.shop().slots()).hasSize(ShopTables.values().length);
        assertThat(FIXTURE.shop().publications()).hasSize(ShopTables.values().length);
        assertThat(IngestJobChecks.failuresOf(FIXTURE.flink(), jobId)).isEmpty();
        JobControl.on(FIXTURE.session()).cancel(jobId);
        Poll.until(Duration.ofSeconds(60), this::activeSlots, active -> active == 0);

        FIXTURE.shop().dropReplication();

        assertThat(IngestJobChecks.retainedCheckpoints(FIXTURE.flink(), jobId)).isNotEmpty();
        assertThat(FIXTURE.shop().slots()).isEmpty();
        assertThat(FIXTURE.shop().publications()).isEmpty();
    }

    private static TableSums orderItemSums(GatewaySession session) {
        List<Object> row = session.execute("SELECT COUNT(*), CAST(SUM(order_id * 10 + line_no) AS DECIMAL(38, 0)),"
                + " CAST(SUM(quantity) AS DECIMAL(38, 0)) FROM paimon.ods.order_items").rows().get(0).fields();
        return new TableSums(((Number) row.get(0)).longValue(), decimal(row.get(1)), decimal(row.get(2)));
    }

    private static BigDecimal decimal(Object value) {
        return new BigDecimal(value.toString()).stripTrailingZeros();
    }

    /** The next {@code count} rows of a streaming query as "+I[a, b]", waiting for each up to the landing time. */
    private static List<String> changes(RowStream stream, int count) {
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            stream.poll(LANDING).ifPresent(row -> changes.add(row.changeKind().shortString() + row.fields()));
        }
        return changes;
    }

    private static Map<ShopTables, TableSums> awaitAgreement() throws Exception {
        Map<ShopTables, TableSums> expected = postgresSums();
        return Poll.until(LANDING, PostgresCdcIngestIT::odsSums, expected::equals);
    }

    private static Map<ShopTables, TableSums> postgresSums() throws Exception {
        Map<ShopTables, TableSums> sums = new EnumMap<>(ShopTables.class);
        for (ShopTables table : ShopTables.values()) {
            sums.put(table, FIXTURE.shop().sums(table));
        }
        return sums;
    }

    private static Map<ShopTables, TableSums> odsSums() {
        Map<ShopTables, TableSums> sums = new EnumMap<>(ShopTables.class);
        try {
            for (ShopTables table : ShopTables.values()) {
                sums.put(table, FIXTURE.ods().sums(table));
            }
        } catch (Exception notYet) {
            throw new IllegalStateException(notYet);
        }
        return sums;
    }

    /** Inserts orders one by one and waits for each in Paimon: the median time from commit to visible row. */
    private static long medianCommitToOdsMillis(long firstOrderId, int count) throws Exception {
        List<Long> millis = new ArrayList<>();
        for (long id = firstOrderId; id < firstOrderId + count; id++) {
            FIXTURE.shop().execute("INSERT INTO orders VALUES (" + id + ", 1, TIMESTAMP '2024-06-09 09:00:00', 'PAID')");
            long committed = System.nanoTime();
            while (!FIXTURE.ods().hasOrder(id)) {
                assertThat(System.nanoTime() - committed).isLessThan(LANDING.toNanos());
                Thread.sleep(20);
            }
            millis.add((System.nanoTime() - committed) / 1_000_000);
        }
        return millis.stream().sorted().toList().get(count / 2);
    }

    private long activeSlots() {
        try {
            return FIXTURE.shop().slots().size() - inactiveSlots();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private long inactiveSlots() throws Exception {
        return FIXTURE.shop().inactiveSlots();
    }
}
