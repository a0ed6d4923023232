package io.freshet.backend.ingest.ingestions;

import java.util.Arrays;
import java.util.List;

/** A small shop database for ingestion tests: four tables, then changes while the job runs and while it is stopped. */
final class ShopFixture {

    static final List<String> TABLES = List.of("users", "items", "orders", "order_items");

    private static final List<String[]> FIGURES = List.of(
            new String[] {"users", "SELECT COUNT(*), SUM(user_id), SUM(score) FROM %s"},
            new String[] {"items", "SELECT COUNT(*), SUM(item_id), SUM(price) FROM %s"},
            new String[] {"orders", "SELECT COUNT(*), SUM(order_id), SUM(amount) FROM %s"},
            new String[] {"order_items", "SELECT COUNT(*), SUM(order_id * 10 + line_no), SUM(qty) FROM %s"});

    private static final String[] SCHEMA = {
        "CREATE TABLE users (user_id BIGINT PRIMARY KEY, user_name VARCHAR(40), score INT NOT NULL)",
        "CREATE TABLE items (item_id BIGINT PRIMARY KEY, item_name TEXT, price NUMERIC(10, 2) NOT NULL)",
        "CREATE TABLE orders (order_id BIGINT PRIMARY KEY, user_id BIGINT, amount NUMERIC(10, 2) NOT NULL,"
                + " created_at TIMESTAMP(3))",
        "CREATE TABLE order_items (order_id BIGINT, line_no INT, item_id BIGINT, qty INT NOT NULL,"
                + " PRIMARY KEY (order_id, line_no))",
        "INSERT INTO users SELECT g, 'user ' || g, g % 7 FROM generate_series(1, 200) g",
        "INSERT INTO items SELECT g, 'item ' || g, g * 1.25 FROM generate_series(1, 50) g",
        "INSERT INTO orders SELECT g, g % 200 + 1, g * 0.5, TIMESTAMP '2026-12-01 00:00:00' + g * INTERVAL '1 minute'"
                + " FROM generate_series(1, 500) g",
        "INSERT INTO order_items SELECT g / 3 + 1, g % 3, g % 50 + 1, g % 4 + 1 FROM generate_series(0, 1499) g",
        "ALTER TABLE users OWNER TO ${role}",
        "ALTER TABLE items OWNER TO ${role}",
        "ALTER TABLE orders OWNER TO ${role}",
        "ALTER TABLE order_items OWNER TO ${role}",
        "ALTER TABLE users REPLICA IDENTITY FULL",
        "ALTER TABLE items REPLICA IDENTITY FULL",
        "ALTER TABLE orders REPLICA IDENTITY FULL",
        "ALTER TABLE order_items REPLICA IDENTITY FULL"
    };

    /**
     * Each ODS table's fingerprint, a query the source and Flink both run: count, and sums that changes move; the
     * lakehouse side reads the tables of this ODS database.
     */
    static List<LayerCheck.Fingerprint> ods(String database) {
        return LayerCheck.ods(database, FIGURES);
    }

    /** The four tables with their rows, owned by this CDC role (a CDC source creates its publications on them). */
    static String[] schema(String role) {
        return Arrays.stream(SCHEMA).map(statement -> statement.replace("${role}", role)).toArray(String[]::new);
    }

    /** The same four tables and rows in MariaDB/MySQL (its sequence engine's {@code seq_1_to_n} for the rows). */
    static final String[] MARIADB_SCHEMA = {
        "CREATE TABLE users (user_id BIGINT PRIMARY KEY, user_name VARCHAR(40), score INT NOT NULL)",
        "CREATE TABLE items (item_id BIGINT PRIMARY KEY, item_name TEXT, price DECIMAL(10, 2) NOT NULL)",
        "CREATE TABLE orders (order_id BIGINT PRIMARY KEY, user_id BIGINT, amount DECIMAL(10, 2) NOT NULL,"
                + " created_at DATETIME(3))",
        "CREATE TABLE order_items (order_id BIGINT, line_no INT, item_id BIGINT, qty INT NOT NULL,"
                + " PRIMARY KEY (order_id, line_no))",
        "INSERT INTO users SELECT seq, CONCAT('user ', seq), seq % 7 FROM seq_1_to_200",
        "INSERT INTO items SELECT seq, CONCAT('item ', seq), seq * 1.25 FROM seq_1_to_50",
        "INSERT INTO orders SELECT seq, seq % 200 + 1, seq * 0.5, TIMESTAMP '2026-12-01 00:00:00'"
                + " + INTERVAL seq MINUTE FROM seq_1_to_500",
        "INSERT INTO order_items SELECT seq DIV 3 + 1, seq % 3, seq % 50 + 1, seq % 4 + 1 FROM seq_0_to_1499"
    };

    static final String[] CHANGES = {
        "INSERT INTO orders VALUES (1001, 5, 99.99, TIMESTAMP '2026-12-04 10:00:00')",
        "UPDATE users SET score = score + 100 WHERE user_id = 3",
        "DELETE FROM order_items WHERE order_id = 7 AND line_no = 1"
    };

    static final String[] CHANGES_WHILE_STOPPED = {
        "INSERT INTO items VALUES (51, 'late item', 7.10)",
        "UPDATE orders SET amount = amount + 1 WHERE order_id <= 10",
        "DELETE FROM users WHERE user_id = 200"
    };

    private ShopFixture() {
    }
}
