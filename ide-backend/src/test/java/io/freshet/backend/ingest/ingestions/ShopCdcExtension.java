package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.ingest.ingestions.LayerCheck.Fingerprint;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.testing.SampleLakehouseExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * What the sample's CDC ITs start from, once per test class: the sample deployed on a real embedded Flink
 * ({@link SampleLakehouseExtension}), its shop database in a real PostgreSQL saved as the source {@code shop} with the
 * ingestion services over both ({@link ShopIngestion}, a 2 s ingestion checkpoint), the DEVELOPER signed in on the
 * test's thread, and the sample's layers held against PostgreSQL ({@link #LAYERS}, {@link LayerCheck}).
 */
final class ShopCdcExtension implements BeforeAllCallback, AfterAllCallback {

    private static final String DETAIL = "(SELECT oi.order_id, oi.line_no, u.city, CAST(oi.quantity * i.price AS"
            + " NUMERIC(12, 2)) AS amount, o.user_id, o.status FROM order_items oi JOIN orders o ON oi.order_id ="
            + " o.order_id AND oi.ds = o.ds JOIN users u ON o.user_id = u.user_id JOIN items i ON oi.item_id ="
            + " i.item_id) AS d";
    private static final String SUMMARY = "(SELECT user_id, COUNT(DISTINCT order_id) AS orders, SUM(amount) AS gmv"
            + " FROM " + DETAIL + " WHERE status = 'PAID' GROUP BY user_id) AS s";
    /** The sample's four ODS tables, its DWD and its DWS table, each against the same figures from PostgreSQL. */
    static final List<Fingerprint> LAYERS = layers();

    private final SampleLakehouseExtension lakehouse = new SampleLakehouseExtension();
    private final String cdcPassword;
    private Path home;
    private ShopIngestion shop;
    private LayerCheck check;

    /** @param cdcPassword the password of the shop's CDC user, one per test class */
    ShopCdcExtension(String cdcPassword) {
        this.cdcPassword = cdcPassword;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        lakehouse.beforeAll(context);
        home = Files.createTempDirectory("freshet-shop-cdc");
        // a temporary directory is 0700: the ingestion Flink's own user (tests run as root) must pass it
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx--x--x"));
        shop = ShopIngestion.start(lakehouse, home, cdcPassword, Duration.ofSeconds(2));
        check = new LayerCheck(lakehouse.client(), shop.postgres(), "shop");
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(
                ShopIngestion.DEVELOPER, "n/a", "ROLE_DEVELOPER"));
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        SecurityContextHolder.clearContext();
        try {
            if (shop != null) {
                shop.close();
            }
        } finally {
            lakehouse.afterAll(context);
            deleteHome();
        }
    }

    ShopIngestion shop() {
        return shop;
    }

    IngestionRig rig() {
        return shop.rig();
    }

    SourcePostgres postgres() {
        return shop.postgres();
    }

    LayerCheck check() {
        return check;
    }

    /** The sample's embedded Flink's gateway, for the test's own statements. */
    GatewayClient client() {
        return lakehouse.client();
    }

    private void deleteHome() throws IOException {
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
        List<Fingerprint> prints = new ArrayList<>(LayerCheck.ods(List.of(
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
