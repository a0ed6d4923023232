package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.testing.SharedFixture;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The main embedded Flink 2.0 and the source PostgreSQL (logical replication) of the ingestion ITs, started once for
 * all the classes that register this and closed after the last of them: a Flink start is 25-50 s of a 2-core machine.
 * Each class keeps its own Freshet home over the Flink ({@link #main}: its H2 store, its ingestion Flink, which stays
 * per ingestion as in the product) and its own names on both servers ({@link OwnShop}, {@link #createShop}).
 */
final class IngestionServers extends SharedFixture<IngestionServers.Started> {

    /** The started servers; the Flink's home and warehouse stay below target/it-homes for the logs. */
    record Started(EmbeddedFlink flink, Path warehouse, SourcePostgres postgres) implements AutoCloseable {

        @Override
        public void close() throws IOException {
            try {
                flink.close();
            } finally {
                postgres.close();
            }
        }
    }

    private final List<OwnShop> shops = new ArrayList<>();

    IngestionServers() {
        super(IngestionServers.class.getName(), Started.class);
    }

    @Override
    protected Started start(ExtensionContext context) {
        // four slots and WAL senders per CDC ingestion; a class that ends without deleting its ingestion leaves its own
        SourcePostgres postgres = SourcePostgres.start("logical", 30);
        try {
            Path home = EmbeddedGatewayExtension.newHome("IngestionServers");
            Path warehouse = home.resolve("warehouse");
            // a snapshot ingestion reads its source from the main Flink, whose guard lets it reach a database on this
            // machine only when the administrator lists it; the CDC classes' main Flink never connects to it
            EmbeddedFlink flink = EmbeddedGatewayExtension.start(EmbeddedGatewayExtension
                    .settings(home.resolve("main-flink")).withExtraRoots(List.of(warehouse))
                    .withConnections("127.0.0.1:" + postgres.port(), null));
            return new Started(flink, warehouse, postgres);
        } catch (RuntimeException e) {
            try {
                postgres.close();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    /** The class's Freshet in its home over the shared main Flink. */
    MainFlink main(Path home) {
        return MainFlink.connect(fixture().flink(), fixture().warehouse(), home);
    }

    SourcePostgres postgres() {
        return fixture().postgres();
    }

    /**
     * The class's source database with the shop's tables and rows, owned by its CDC role of this password; with
     * {@code replication} the role may read the WAL and create publications (CDC), without it only read (snapshots).
     */
    void createShop(OwnShop shop, String password, boolean replication) {
        SourcePostgres postgres = postgres();
        postgres.sql("postgres", "CREATE ROLE " + shop.role() + " LOGIN" + (replication ? " REPLICATION" : "")
                + " PASSWORD '" + password + "'", "CREATE DATABASE " + shop.database(),
                // each CDC source creates its own publication: that needs CREATE on the database and table ownership
                "GRANT CREATE ON DATABASE " + shop.database() + " TO " + shop.role());
        postgres.sql(shop.database(), ShopFixture.schema(shop.role()));
        shops.add(shop);
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        try {
            // a stopped ingestion's slots hold WAL of the whole server, the later classes' changes too
            for (OwnShop shop : shops) {
                postgres().sql(shop.database(), "SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots"
                        + " WHERE database = current_database() AND NOT active");
            }
            shops.clear();
        } finally {
            super.afterAll(context);
        }
    }
}
