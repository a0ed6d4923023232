package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.ingest.ingestions.LayerCheck.Fingerprint;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementGate;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.ResyncPreview;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Resync of one table on the sample deployed over a real PostgreSQL: an ODS table that holds a row its source no
 * longer has is emptied as deletions and read again, the other tables go on from their slots (changes made while the
 * job was stopped arrive), and the CONTINUOUS DWD and DWS tables end up equal to PostgreSQL's figures. The other
 * tables' last transaction before the stop is read and written again (see the comment at the check): a CONTINUOUS
 * aggregate reading {@code ods.orders} directly, which an earlier Freshet created with 'changelog-producer' = 'input',
 * counted it twice; the resync switches that table to the wizard's 'lookup' options first, and the aggregate stays
 * equal to PostgreSQL.
 */
class ResyncIT {

    private static final Duration WAIT = Duration.ofSeconds(150);
    private static final List<Fingerprint> LAYERS = ShopCdcExtension.LAYERS;
    /** Per-user order figures aggregated straight from the ODS table, as a streaming job reads its change log. */
    private static final Fingerprint USER_ORDERS = new Fingerprint("dws.user_orders",
            "SELECT COUNT(*), SUM(orders), SUM(order_ids), SUM(paid), SUM(orders * user_id)"
                    + " FROM lakehouse.dws.user_orders",
            "SELECT COUNT(DISTINCT user_id), COUNT(*), SUM(order_id), SUM(CASE WHEN status = 'PAID' THEN 1 ELSE 0 END),"
                    + " SUM(user_id) FROM orders");

    /** Shared with SampleIngestionIT, which changes other rows: this class's are the orders 10 to 12 and 502 on. */
    @RegisterExtension
    static final ShopCdcExtension SHOP = new ShopCdcExtension();

    /** Its continuous job would run on under the next class on the shared sample. */
    @AfterAll
    static void dropOwnTable() {
        lakehouse("DROP MATERIALIZED TABLE IF EXISTS lakehouse.dws.user_orders");
    }

    @Test
    void aResyncedTableHoldsExactlyTheSourcesRowsAndTheLayersAboveFollow() {
        IngestionRig rig = SHOP.rig();
        SourcePostgres postgres = SHOP.postgres();
        LayerCheck check = SHOP.check();
        check.awaitSame(LAYERS, WAIT);
        // deleted before any job reads it: the snapshot only upserts, so ODS (and DWD, DWS) keep this line
        postgres.sql("shop", "DELETE FROM order_items WHERE order_id = 10 AND line_no = 2");
        // what the wizard of an earlier Freshet gave the ODS tables it created
        lakehouse("ALTER TABLE lakehouse.ods.orders SET ('changelog-producer' = 'input')");
        IngestionSummary created = SHOP.ingest();
        postgres.sql("shop",
                "INSERT INTO orders VALUES (502, 7, TIMESTAMP '2024-06-03 10:00:00', 'PAID', '2024-06-03')",
                "INSERT INTO order_items VALUES (502, 1, 3, 2, '2024-06-03')",
                "UPDATE items SET price = price + 1 WHERE item_id = 1",
                "UPDATE users SET city = 'Suzhou' WHERE user_id = 8");
        Fingerprint stale = new Fingerprint("ods.order_items",
                "SELECT COUNT(*) FROM lakehouse.ods.order_items WHERE order_id = 10 AND line_no = 2",
                "SELECT 1");
        check.awaitSame(List.of(LAYERS.get(0), LAYERS.get(1), LAYERS.get(2), stale, new Fingerprint("new line",
                "SELECT COUNT(*) FROM lakehouse.ods.order_items WHERE order_id = 502",
                "SELECT COUNT(*) FROM order_items WHERE order_id = 502")), WAIT);

        // created once orders' snapshot is read: an aggregate straight over a wizard's ODS table
        lakehouse("CREATE MATERIALIZED TABLE lakehouse.dws.user_orders (CONSTRAINT pk PRIMARY KEY (user_id) NOT"
                + " ENFORCED) FRESHNESS = INTERVAL '5' SECOND AS SELECT user_id, COUNT(*) AS orders, SUM(order_id) AS"
                + " order_ids, SUM(CASE WHEN status = 'PAID' THEN 1 ELSE 0 END) AS paid FROM lakehouse.ods.orders"
                + " GROUP BY user_id");

        // read from the change stream (the snapshot is done): the slots confirm them, a resync must not read them again
        postgres.sql("shop",
                "UPDATE items SET price = price + 2 WHERE item_id = 2",
                "INSERT INTO orders VALUES (504, 9, TIMESTAMP '2024-06-03 12:00:00', 'PAID', '2024-06-03')");
        check.awaitSame(List.of(LAYERS.get(1), LAYERS.get(2), USER_ORDERS), WAIT);

        IngestionSummary stopped = rig.service().stop(created.id());
        long items = lastSnapshot("items");
        long orders = lastSnapshot("orders");
        // while nothing reads: the other tables' slots keep these, the resynced table's snapshot holds them
        postgres.sql("shop",
                "UPDATE orders SET status = 'CANCELLED' WHERE order_id = 11",
                "INSERT INTO orders VALUES (503, 3, TIMESTAMP '2024-06-03 11:00:00', 'PAID', '2024-06-03')",
                "INSERT INTO order_items VALUES (503, 1, 2, 4, '2024-06-03')",
                "DELETE FROM order_items WHERE order_id = 11 AND line_no = 1");
        assertThatThrownBy(() -> rig.service().resync(stopped.id(), "refunds"))
                .isInstanceOf(ServiceException.class).hasMessageContaining("does not read a table refunds");

        ResyncPreview preview = rig.service().resyncPreview(stopped.id(), "order_items");
        assertThat(preview.odsTable()).isEqualTo("`lakehouse`.`ods`.`order_items`");
        assertThat(preview.inputTables()).containsExactly("`lakehouse`.`ods`.`orders`");

        IngestionSummary resynced = rig.service().resync(stopped.id(), "order_items");
        assertThat(resynced.state()).isEqualTo(IngestionState.RUNNING);
        assertThat(resynced.savepoint()).isNull();
        assertThat(rig.service().resyncPreview(stopped.id(), "order_items").inputTables()).isEmpty();
        check.awaitSame(with(LAYERS, USER_ORDERS), WAIT);
        // Measured, not wanted: 'committed-offset' starts at the slot's confirmed position, which postgres-cdc sets to
        // the first change of the last transaction it read, not past its commit; PostgreSQL then sends that whole
        // transaction again. Paimon upserts it (the ODS figures stay exact), but it is written once more. With
        // 'input' the insert of 504 reached dws.user_orders a second time (user 9 with 2 orders); 'lookup' with
        // row deduplication finds the stored row equal and writes no change.
        assertThat(appendedSince("items", items)).as("items had no change while stopped: at most the price update"
                + " read before the stop is written again").isLessThanOrEqualTo(1);
        assertThat(appendedSince("orders", orders)).as("orders: the update of 11 and the insert of 503, and at most"
                + " the insert of 504 read before the stop again").isBetween(2L, 3L);

        postgres.sql("shop",
                "INSERT INTO order_items VALUES (503, 2, 4, 1, '2024-06-03')",
                "UPDATE order_items SET quantity = quantity + 2 WHERE order_id = 502",
                "DELETE FROM order_items WHERE order_id = 12",
                "UPDATE orders SET status = 'PAID' WHERE order_id = 11");
        check.awaitSame(with(LAYERS, USER_ORDERS), WAIT);
        assertThat(postgres.count("shop", "SELECT count(*) FROM pg_replication_slots")).isEqualTo(4);

        SHOP.delete(created);
    }

    private static List<Fingerprint> with(List<Fingerprint> prints, Fingerprint more) {
        List<Fingerprint> all = new ArrayList<>(prints);
        all.add(more);
        return all;
    }

    private static void lakehouse(String statement) {
        try (GatewaySession session = SHOP.client().session(Map.of(), StatementGate.NONE)) {
            session.execute(statement);
        }
    }

    private static long lastSnapshot(String table) {
        return snapshots(table).stream().mapToLong(r -> r[0]).max().orElse(0);
    }

    /** The records the ingestion wrote into the ODS table after the snapshot {@code after} (compactions left out). */
    private static long appendedSince(String table, long after) {
        return snapshots(table).stream().filter(r -> r[0] > after && r[1] == 1).mapToLong(r -> r[2]).sum();
    }

    /**
     * Each snapshot as its id, 1 for an APPEND, and its delta record count; filtered here, as Paimon's snapshots table
     * fails a condition on snapshot_id while the table is written ("snapshot upper id ... should not greater than").
     */
    private static List<long[]> snapshots(String table) {
        try (GatewaySession session = SHOP.client().session(Map.of("execution.runtime-mode", "batch"),
                StatementGate.NONE)) {
            return session.execute("SELECT snapshot_id, commit_kind, delta_record_count FROM lakehouse.ods.`" + table
                    + "$snapshots`").rows().stream().map(r -> new long[] {
                            Long.parseLong(String.valueOf(r.fields().get(0))),
                            "APPEND".equals(String.valueOf(r.fields().get(1))) ? 1 : 0,
                            Long.parseLong(String.valueOf(r.fields().get(2)))}).toList();
        }
    }
}
