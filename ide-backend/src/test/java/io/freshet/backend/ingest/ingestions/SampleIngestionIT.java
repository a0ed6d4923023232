package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.ingest.ingestions.LayerCheck.Fingerprint;
import io.freshet.backend.ingest.sources.ExistingTargets;
import io.freshet.backend.ingest.sources.SourceDatabases;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.backend.ingest.sources.TargetPreviews;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The product brief end to end: the sample project deployed (ODS -> DWD -> DWS) and its shop database in a real
 * PostgreSQL ({@code shop.sql}) ingested by change data capture into the same ODS tables; every change made in
 * PostgreSQL, also while the ingestion is stopped with a savepoint, reaches the CONTINUOUS DWD and DWS tables.
 */
class SampleIngestionIT {

    private static final String PASSWORD = "shop-Cdc-41";
    private static final Duration WAIT = Duration.ofSeconds(180);
    private static final String DETAIL = "(SELECT oi.order_id, oi.line_no, u.city, CAST(oi.quantity * i.price AS"
            + " NUMERIC(12, 2)) AS amount, o.user_id, o.status FROM order_items oi JOIN orders o ON oi.order_id ="
            + " o.order_id AND oi.ds = o.ds JOIN users u ON o.user_id = u.user_id JOIN items i ON oi.item_id ="
            + " i.item_id) AS d";
    private static final String SUMMARY = "(SELECT user_id, COUNT(DISTINCT order_id) AS orders, SUM(amount) AS gmv"
            + " FROM " + DETAIL + " WHERE status = 'PAID' GROUP BY user_id) AS s";
    private static final List<Fingerprint> LAYERS = layers();

    @RegisterExtension
    static final SampleLakehouseExtension LAKEHOUSE = new SampleLakehouseExtension();

    @TempDir
    static Path home;

    private static ShopIngestion shop;
    private static SourcePostgres postgres;
    private static IngestionRig rig;
    private static LayerCheck check;

    @BeforeAll
    static void start() throws IOException {
        // a temporary directory is 0700: the ingestion Flink's own user (tests run as root) must pass it
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx--x--x"));
        shop = ShopIngestion.start(LAKEHOUSE, home, PASSWORD, Duration.ofSeconds(2));
        postgres = shop.postgres();
        rig = shop.rig();
        check = new LayerCheck(LAKEHOUSE.client(), postgres, "shop");
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(
                ShopIngestion.DEVELOPER, "n/a", "ROLE_DEVELOPER"));
    }

    @AfterAll
    static void stop() throws Exception {
        SecurityContextHolder.clearContext();
        if (shop != null) {
            shop.close();
        }
    }

    @Test
    void theShopsChangesFlowFromPostgresThroughOdsIntoDwdAndDws() {
        check.awaitSame(LAYERS, WAIT);
        List<SourceTable> tables = new SourceDatabases().tables(shop.source(), "public");
        assertThat(new ExistingTargets(rig.lakehouse()).check(tables.stream()
                .map(t -> TargetPreviews.of(SourceKind.POSTGRESQL, t, "ods")).toList(), tables))
                .as("the wizard's preview of the sample's ODS tables, which exist and hold the generated rows")
                .hasSize(4).allSatisfy(p -> {
                    assertThat(p.problems()).isEmpty();
                    assertThat(p.notes()).singleElement().asString().contains("already exists and holds rows");
                });

        IngestionSummary created = rig.service().create("shop", "public", SampleShop.TABLES, "ods",
                IngestionMode.CDC);
        assertThat(created.state()).isEqualTo(IngestionState.RUNNING);
        // The ODS tables already hold the sample's rows and a snapshot only upserts: a row deleted before the job
        // has read its table would stay. So first a change in every table, whose arrival means each table is read.
        postgres.sql("shop",
                "INSERT INTO orders VALUES (501, 7, TIMESTAMP '2024-06-03 10:00:00', 'PAID', '2024-06-03')",
                "INSERT INTO order_items VALUES (501, 1, 3, 2, '2024-06-03'), (501, 2, 4, 1, '2024-06-03')",
                "UPDATE items SET price = price + 1 WHERE item_id = 1",
                "UPDATE users SET city = 'Suzhou' WHERE user_id = 8");
        check.awaitSame(LAYERS, WAIT);
        postgres.sql("shop", "DELETE FROM order_items WHERE order_id = 10 AND line_no = 2");
        check.awaitSame(LAYERS, WAIT);

        IngestionSummary stopped = rig.service().stop(created.id());
        assertThat(stopped.state()).isEqualTo(IngestionState.STOPPED);
        postgres.sql("shop",
                "UPDATE orders SET status = 'CANCELLED' WHERE order_id = 11",
                "INSERT INTO order_items VALUES (501, 3, 5, 3, '2024-06-03')",
                "DELETE FROM orders WHERE order_id = 12");
        assertThat(rig.service().restart(created.id()).state()).isEqualTo(IngestionState.RUNNING);
        check.awaitSame(LAYERS, WAIT);

        rig.service().delete(created.id());
        assertThat(postgres.count("shop", "SELECT count(*) FROM pg_replication_slots")).isZero();
    }

    /** The sample's four ODS tables, its DWD and its DWS table, each against the same figures from PostgreSQL. */
    static List<Fingerprint> layers() {
        List<Fingerprint> prints = new ArrayList<>();
        for (String[] t : List.of(
                new String[] {"users", "SELECT COUNT(*), SUM(user_id), SUM(CASE WHEN city = 'Suzhou' THEN 1 ELSE 0 END)"
                        + " FROM %s"},
                new String[] {"items", "SELECT COUNT(*), SUM(item_id), SUM(price) FROM %s"},
                new String[] {"orders", "SELECT COUNT(*), SUM(order_id), SUM(CASE WHEN status = 'PAID' THEN 1 ELSE 0"
                        + " END) FROM %s"},
                new String[] {"order_items", "SELECT COUNT(*), SUM(order_id * 10 + line_no), SUM(quantity) FROM %s"})) {
            prints.add(new Fingerprint("ods." + t[0], t[1].formatted("lakehouse.ods." + t[0]), t[1].formatted(t[0])));
        }
        String detail = "SELECT COUNT(*), SUM(amount), SUM(order_id * 10 + line_no),"
                + " SUM(CASE WHEN city = 'Suzhou' THEN 1 ELSE 0 END) FROM %s";
        prints.add(new Fingerprint("dwd.order_detail", detail.formatted("lakehouse.dwd.order_detail"),
                detail.formatted(DETAIL)));
        String summary = "SELECT COUNT(*), SUM(orders), SUM(gmv) FROM %s";
        prints.add(new Fingerprint("dws.user_summary", summary.formatted("lakehouse.dws.user_summary"),
                summary.formatted(SUMMARY)));
        return List.copyOf(prints);
    }
}
