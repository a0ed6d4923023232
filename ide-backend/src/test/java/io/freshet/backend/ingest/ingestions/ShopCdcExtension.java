package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.ingest.ingestions.LayerCheck.Fingerprint;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.testing.SharedFixture;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * What the sample's CDC ITs start from: the sample deployed on a real embedded Flink
 * ({@link SampleLakehouseExtension}), its shop database in a real PostgreSQL saved as the source {@code shop} with the
 * ingestion services over both ({@link ShopIngestion}, a 2 s ingestion checkpoint), the DEVELOPER signed in on the
 * test's thread, and the sample's layers held against PostgreSQL ({@link #LAYERS}, {@link LayerCheck}). Started once
 * for the classes that register it (a Flink start and a sample deploy are minutes of a 2-core machine): each class
 * starts from layers equal to PostgreSQL, changes rows no other class changes, and deletes its ingestion (no slot is
 * left).
 */
final class ShopCdcExtension extends SharedFixture<ShopCdcExtension.Started> {

    private static final String DETAIL = "(SELECT oi.order_id, oi.line_no, u.city, CAST(oi.quantity * i.price AS"
            + " NUMERIC(12, 2)) AS amount, o.user_id, o.status FROM order_items oi JOIN orders o ON oi.order_id ="
            + " o.order_id AND oi.ds = o.ds JOIN users u ON o.user_id = u.user_id JOIN items i ON oi.item_id ="
            + " i.item_id) AS d";
    private static final String SUMMARY = "(SELECT user_id, COUNT(DISTINCT order_id) AS orders, SUM(amount) AS gmv"
            + " FROM " + DETAIL + " WHERE status = 'PAID' GROUP BY user_id) AS s";
    /** The sample's four ODS tables, its DWD and its DWS table, each against the same figures from PostgreSQL. */
    static final List<Fingerprint> LAYERS = layers();
    private static final String CDC_PASSWORD = "shop-Cdc-41";

    /** The started sample, shop and services; closed after the last class that registers this. */
    record Started(SampleLakehouseExtension lakehouse, ExtensionContext startedIn, Path home, ShopIngestion shop,
            LayerCheck check) implements AutoCloseable {

        @Override
        public void close() throws Exception {
            try {
                shop.close();
            } finally {
                lakehouse.afterAll(startedIn);
                deleteHome(home);
            }
        }
    }

    ShopCdcExtension() {
        super(ShopCdcExtension.class.getName(), Started.class);
    }

    @Override
    protected Started start(ExtensionContext starting) throws Exception {
        SampleLakehouseExtension lakehouse = new SampleLakehouseExtension();
        lakehouse.beforeAll(starting);
        Path home = null;
        try {
            home = Files.createTempDirectory("freshet-shop-cdc");
            // a temporary directory is 0700: the ingestion Flink's own user (tests run as root) must pass it
            Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx--x--x"));
            ShopIngestion shop = ShopIngestion.start(lakehouse, home, CDC_PASSWORD, Duration.ofSeconds(2));
            return new Started(lakehouse, starting, home, shop, new LayerCheck(lakehouse.client(), shop.postgres(),
                    "shop"));
        } catch (Exception | Error e) {
            lakehouse.afterAll(starting);
            deleteHome(home);
            throw e;
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        super.beforeAll(context);
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(
                ShopIngestion.DEVELOPER, "n/a", "ROLE_DEVELOPER"));
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        SecurityContextHolder.clearContext();
        super.afterAll(context);
    }

    ShopIngestion shop() {
        return fixture().shop();
    }

    IngestionRig rig() {
        return shop().rig();
    }

    SourcePostgres postgres() {
        return shop().postgres();
    }

    LayerCheck check() {
        return fixture().check();
    }

    /** The sample's embedded Flink's gateway, for the test's own statements. */
    GatewayClient client() {
        return fixture().lakehouse().client();
    }

    /** A CDC ingestion of the shop's four tables into the sample's ODS tables, running. */
    IngestionSummary ingest() {
        IngestionSummary created = rig().service().create("shop", "public", SampleShop.TABLES, "ods",
                IngestionMode.CDC);
        assertThat(created.state()).as(created.message()).isEqualTo(IngestionState.RUNNING);
        return created;
    }

    /** Deletes the ingestion; its slots go with it, and the next class finds none. */
    void delete(IngestionSummary ingestion) {
        rig().service().delete(ingestion.id());
        assertThat(postgres().count("shop", "SELECT count(*) FROM pg_replication_slots")).isZero();
    }

    private static void deleteHome(Path home) throws IOException {
        if (home == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(home)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    private static List<Fingerprint> layers() {
        List<Fingerprint> prints = new ArrayList<>(LayerCheck.ods("ods", List.of(
                new String[] {"users", "SELECT COUNT(*), SUM(user_id), SUM(CASE WHEN city = 'Suzhou' THEN 1 ELSE 0 END)"
                        + " FROM %s"},
                new String[] {"items", "SELECT COUNT(*), SUM(item_id), SUM(price) FROM %s"},
                new String[] {"orders", "SELECT COUNT(*), SUM(order_id), SUM(CASE WHEN status = 'PAID' THEN 1 ELSE 0"
                        + " END) FROM %s"},
                new String[] {"order_items", "SELECT COUNT(*), SUM(order_id * 10 + line_no), SUM(quantity) FROM %s"})));
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
