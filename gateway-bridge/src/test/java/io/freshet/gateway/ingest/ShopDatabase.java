package io.freshet.gateway.ingest;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A real PostgreSQL 14 (zonky's binaries) on 127.0.0.1 with {@code wal_level=logical}, holding the sample's shop
 * database: users, items, orders, order_items, each with a primary key and REPLICA IDENTITY FULL (so a delete
 * carries the whole row, which a partition derived from a column needs).
 */
final class ShopDatabase implements AutoCloseable {

    static final String DATABASE = "shop";
    static final String USER = "postgres";
    static final String SLOT_PREFIX = "freshet_";

    private final EmbeddedPostgres postgres;

    private ShopDatabase(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    static ShopDatabase start(int users, int items, int orders) throws IOException, SQLException {
        EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                .setServerConfig("listen_addresses", "127.0.0.1")
                .setServerConfig("wal_level", "logical")
                .setServerConfig("max_replication_slots", "20")
                .setServerConfig("max_wal_senders", "20")
                .start();
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + DATABASE);
        }
        ShopDatabase shop = new ShopDatabase(postgres);
        shop.execute(
                "CREATE TABLE users (user_id BIGINT PRIMARY KEY, user_name TEXT NOT NULL, city TEXT NOT NULL)",
                "CREATE TABLE items (item_id BIGINT PRIMARY KEY, item_name TEXT NOT NULL, category TEXT NOT NULL,"
                        + " price NUMERIC(10, 2) NOT NULL)",
                "CREATE TABLE orders (order_id BIGINT PRIMARY KEY, user_id BIGINT NOT NULL,"
                        + " order_time TIMESTAMP(3) NOT NULL, status TEXT NOT NULL)",
                "CREATE TABLE order_items (order_id BIGINT NOT NULL, line_no INT NOT NULL, item_id BIGINT NOT NULL,"
                        + " quantity INT NOT NULL, PRIMARY KEY (order_id, line_no))",
                "ALTER TABLE users REPLICA IDENTITY FULL",
                "ALTER TABLE items REPLICA IDENTITY FULL",
                "ALTER TABLE orders REPLICA IDENTITY FULL",
                "ALTER TABLE order_items REPLICA IDENTITY FULL",
                "INSERT INTO users SELECT n, 'user_' || n, (ARRAY['Hangzhou','Shanghai','Beijing','Shenzhen'])[n % 4 + 1]"
                        + " FROM generate_series(1, " + users + ") n",
                "INSERT INTO items SELECT n, 'item_' || n, (ARRAY['Books','Home','Toys','Grocery'])[n % 4 + 1],"
                        + " 5 + (n * 37) % 200 + 0.25 FROM generate_series(1, " + items + ") n",
                "INSERT INTO orders SELECT n, 1 + n % " + users + ", TIMESTAMP '2024-06-01 00:00:00'"
                        + " + (n % 5) * INTERVAL '1 day' + n * INTERVAL '1 second', 'PAID'"
                        + " FROM generate_series(1, " + orders + ") n",
                "INSERT INTO order_items SELECT o, l, 1 + (o * l) % " + items + ", 1 + (o + l) % 3"
                        + " FROM generate_series(1, " + orders + ") o, generate_series(1, 3) l");
        return shop;
    }

    int port() {
        return postgres.getPort();
    }

    /** Runs statements in one auto-committed connection, in order. */
    void execute(String... statements) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        }
    }

    /** The table's row count and its two fingerprint sums, as {@link ShopTables} defines them. */
    TableSums sums(ShopTables table) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery(table.postgresSums())) {
            r.next();
            return new TableSums(r.getLong(1), r.getBigDecimal(2).stripTrailingZeros(),
                    r.getBigDecimal(3).stripTrailingZeros());
        }
    }

    /** Replication slots left in the database (Flink CDC's, by their name prefix). */
    List<String> slots() throws SQLException {
        List<String> slots = new ArrayList<>();
        try (Connection c = connect(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT slot_name FROM pg_replication_slots WHERE slot_name LIKE '"
                        + SLOT_PREFIX + "%' ORDER BY 1")) {
            while (r.next()) {
                slots.add(r.getString(1));
            }
        }
        return slots;
    }

    /** How many of the CDC slots no replication connection uses. */
    long inactiveSlots() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM pg_replication_slots WHERE slot_name LIKE '"
                        + SLOT_PREFIX + "%' AND NOT active")) {
            r.next();
            return r.getLong(1);
        }
    }

    /** The CDC sources' publications (by their name prefix). */
    List<String> publications() throws SQLException {
        List<String> publications = new ArrayList<>();
        try (Connection c = connect(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT pubname FROM pg_publication WHERE pubname LIKE '"
                        + SLOT_PREFIX + "%' ORDER BY 1")) {
            while (r.next()) {
                publications.add(r.getString(1));
            }
        }
        return publications;
    }

    /** Drops the CDC slots (once no job reads them) and publications. */
    void dropReplication() throws SQLException {
        for (String slot : slots()) {
            execute("SELECT pg_drop_replication_slot('" + slot + "')");
        }
        for (String publication : publications()) {
            execute("DROP PUBLICATION " + publication);
        }
    }

    private Connection connect() throws SQLException {
        return postgres.getDatabase(USER, DATABASE).getConnection();
    }

    @Override
    public void close() throws IOException {
        postgres.close();
    }

    /** Row count and two sums of one table, equal in PostgreSQL and Paimon when nothing was lost or duplicated. */
    record TableSums(long rows, BigDecimal first, BigDecimal second) {
    }
}
