package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.ingest.ingestions.LayerCheck.Fingerprint;
import io.freshet.backend.ingest.sources.ExistingTargets;
import io.freshet.backend.ingest.sources.SourceDatabases;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.backend.ingest.sources.TargetPreviews;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The product brief end to end: the sample project deployed (ODS -> DWD -> DWS) and its shop database in a real
 * PostgreSQL ({@code shop.sql}) ingested by change data capture into the same ODS tables; every change made in
 * PostgreSQL, also while the ingestion is stopped with a savepoint, reaches the CONTINUOUS DWD and DWS tables.
 */
class SampleIngestionIT {

    private static final Duration WAIT = Duration.ofSeconds(180);
    private static final List<Fingerprint> LAYERS = ShopCdcExtension.LAYERS;

    /** Shared with ResyncIT, which changes other rows; this class's rows are the orders 20 to 22 and 601. */
    @RegisterExtension
    static final ShopCdcExtension SHOP = new ShopCdcExtension();

    @Test
    void theShopsChangesFlowFromPostgresThroughOdsIntoDwdAndDws() {
        IngestionRig rig = SHOP.rig();
        SourcePostgres postgres = SHOP.postgres();
        LayerCheck check = SHOP.check();
        check.awaitSame(LAYERS, WAIT);
        List<SourceTable> tables = new SourceDatabases().tables(SHOP.shop().source(), "public");
        assertThat(new ExistingTargets(rig.lakehouse()).check(tables.stream()
                .map(t -> TargetPreviews.of(SourceKind.POSTGRESQL, t, "ods")).toList(), tables))
                .as("the wizard's preview of the sample's ODS tables, which exist and hold the generated rows")
                .hasSize(4).allSatisfy(p -> {
                    assertThat(p.problems()).isEmpty();
                    assertThat(p.notes()).singleElement().asString().contains("already exists and holds rows");
                });

        IngestionSummary created = SHOP.ingest();
        // The ODS tables already hold the sample's rows and a snapshot only upserts: a row deleted before the job
        // has read its table would stay. So first a change in every table, whose arrival means each table is read.
        postgres.sql("shop",
                "INSERT INTO orders VALUES (601, 7, TIMESTAMP '2024-06-03 10:00:00', 'PAID', '2024-06-03')",
                "INSERT INTO order_items VALUES (601, 1, 3, 2, '2024-06-03'), (601, 2, 4, 1, '2024-06-03')",
                "UPDATE items SET price = price + 1 WHERE item_id = 3",
                "UPDATE users SET city = 'Suzhou' WHERE user_id = 9");
        check.awaitSame(LAYERS, WAIT);
        postgres.sql("shop", "DELETE FROM order_items WHERE order_id = 20 AND line_no = 2");
        check.awaitSame(LAYERS, WAIT);

        IngestionSummary stopped = rig.service().stop(created.id());
        assertThat(stopped.state()).isEqualTo(IngestionState.STOPPED);
        postgres.sql("shop",
                "UPDATE orders SET status = 'CANCELLED' WHERE order_id = 21",
                "INSERT INTO order_items VALUES (601, 3, 5, 3, '2024-06-03')",
                "DELETE FROM orders WHERE order_id = 22");
        assertThat(rig.service().restart(created.id()).state()).isEqualTo(IngestionState.RUNNING);
        check.awaitSame(LAYERS, WAIT);

        SHOP.delete(created);
    }
}
