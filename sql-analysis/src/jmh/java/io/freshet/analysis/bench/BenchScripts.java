package io.freshet.analysis.bench;

import java.util.ArrayList;
import java.util.List;

/** Generated benchmark inputs: a catalog and a realistic ~300-line script over it. */
final class BenchScripts {

    private BenchScripts() {
    }

    static final String CATALOG = """
            CREATE TABLE orders (
              order_id BIGINT NOT NULL,
              customer_id INT,
              product_id INT,
              amount DECIMAL(10, 2),
              status STRING,
              order_time TIMESTAMP(3),
              proc_time AS PROCTIME(),
              WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND,
              PRIMARY KEY (order_id) NOT ENFORCED
            ) WITH ('connector' = 'datagen');
            CREATE TABLE customers (
              customer_id INT NOT NULL,
              name STRING,
              country STRING,
              PRIMARY KEY (customer_id) NOT ENFORCED
            ) WITH ('connector' = 'jdbc', 'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'customers');
            CREATE TABLE order_sink (order_id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'blackhole');
            """;

    /** The statement the per-statement benchmarks validate: a join with an aggregate. */
    static final String JOIN_QUERY = """
            SELECT c.country, COUNT(*) AS n, SUM(o.amount) AS total
            FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id
            WHERE o.status = 'PAID'
            GROUP BY c.country""";

    /** A script of about {@code lines} lines mixing DDL, materialized tables, INSERTs and queries. */
    static String script(int lines) {
        List<String> blocks = new ArrayList<>();
        int count = 0;
        int i = 0;
        while (count < lines) {
            String block = switch (i % 4) {
                case 0 -> """
                        -- revenue per customer, block %1$d
                        CREATE MATERIALIZED TABLE revenue_%1$d (
                          PRIMARY KEY (customer_id) NOT ENFORCED
                        )
                        FRESHNESS = INTERVAL '1' MINUTE
                        AS SELECT COALESCE(customer_id, 0) AS customer_id, SUM(amount) AS revenue
                        FROM orders
                        WHERE status <> 'CANCELLED'
                        GROUP BY COALESCE(customer_id, 0);
                        """.formatted(i);
                case 1 -> """
                        INSERT INTO order_sink
                        SELECT o.order_id, o.amount * 1.21
                        FROM orders AS o
                        JOIN customers AS c ON o.customer_id = c.customer_id
                        WHERE c.country = 'NL' AND o.amount > %d;
                        """.formatted(i);
                case 2 -> """
                        SELECT window_start, window_end, COUNT(*) AS n, 'a;b' AS s
                        FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE))
                        GROUP BY window_start, window_end; /* ; in a comment */
                        """;
                default -> """
                        CREATE TABLE staging_%1$d (
                          id BIGINT,
                          payload STRING,
                          ts TIMESTAMP(3)
                        ) WITH ('connector' = 'datagen', 'rows-per-second' = '%1$d');
                        """.formatted(i);
            };
            blocks.add(block);
            count += (int) block.lines().count();
            i++;
        }
        return String.join("\n", blocks);
    }
}
