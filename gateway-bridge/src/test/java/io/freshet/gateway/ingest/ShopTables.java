package io.freshet.gateway.ingest;

import org.apache.paimon.data.InternalRow;

import java.math.BigDecimal;

/**
 * The four shop tables: their CDC source columns in Flink, their ODS table in Paimon, the INSERT of the
 * ingestion's statement set, and the two sums (same in PostgreSQL and Paimon) that show nothing was lost.
 */
enum ShopTables {

    USERS("users", "user_id BIGINT NOT NULL, user_name STRING, city STRING, PRIMARY KEY (user_id) NOT ENFORCED",
            "user_id BIGINT NOT NULL, user_name STRING, city STRING, PRIMARY KEY (user_id) NOT ENFORCED", "",
            "user_id, user_name, city",
            "SELECT count(*), coalesce(sum(user_id), 0), coalesce(sum(length(city)), 0) FROM users") {
        @Override
        BigDecimal[] sums(InternalRow row) {
            return new BigDecimal[] {BigDecimal.valueOf(row.getLong(0)), BigDecimal.valueOf(row.getString(2).toString().length())};
        }
    },
    ITEMS("items", "item_id BIGINT NOT NULL, item_name STRING, category STRING, price DECIMAL(10, 2),"
            + " PRIMARY KEY (item_id) NOT ENFORCED",
            "item_id BIGINT NOT NULL, item_name STRING, category STRING, price DECIMAL(10, 2),"
            + " PRIMARY KEY (item_id) NOT ENFORCED", "",
            "item_id, item_name, category, price",
            "SELECT count(*), coalesce(sum(item_id), 0), coalesce(sum(price), 0) FROM items") {
        @Override
        BigDecimal[] sums(InternalRow row) {
            return new BigDecimal[] {BigDecimal.valueOf(row.getLong(0)), row.getDecimal(3, 10, 2).toBigDecimal()};
        }
    },
    /** Partitioned by the order day, derived from order_time: its deletes need the whole old row. */
    ORDERS("orders", "order_id BIGINT NOT NULL, user_id BIGINT, order_time TIMESTAMP(3), status STRING,"
            + " PRIMARY KEY (order_id) NOT ENFORCED",
            "order_id BIGINT NOT NULL, user_id BIGINT, order_time TIMESTAMP(3), status STRING, ds STRING NOT NULL,"
            + " PRIMARY KEY (order_id, ds) NOT ENFORCED", " PARTITIONED BY (ds)",
            "order_id, user_id, order_time, status, DATE_FORMAT(order_time, 'yyyy-MM-dd')",
            "SELECT count(*), coalesce(sum(order_id), 0), count(*) FILTER (WHERE status = 'SHIPPED') FROM orders") {
        @Override
        BigDecimal[] sums(InternalRow row) {
            return new BigDecimal[] {BigDecimal.valueOf(row.getLong(0)),
                    "SHIPPED".equals(row.getString(3).toString()) ? BigDecimal.ONE : BigDecimal.ZERO};
        }
    },
    ORDER_ITEMS("order_items", "order_id BIGINT NOT NULL, line_no INT NOT NULL, item_id BIGINT, quantity INT,"
            + " PRIMARY KEY (order_id, line_no) NOT ENFORCED",
            "order_id BIGINT NOT NULL, line_no INT NOT NULL, item_id BIGINT, quantity INT,"
            + " PRIMARY KEY (order_id, line_no) NOT ENFORCED", "",
            "order_id, line_no, item_id, quantity",
            "SELECT count(*), coalesce(sum(order_id * 10 + line_no), 0), coalesce(sum(quantity), 0) FROM order_items") {
        @Override
        BigDecimal[] sums(InternalRow row) {
            return new BigDecimal[] {BigDecimal.valueOf(row.getLong(0) * 10 + row.getInt(1)),
                    BigDecimal.valueOf(row.getInt(3))};
        }
    };

    private final String table;
    private final String sourceColumns;
    private final String odsColumns;
    private final String odsPartitioning;
    private final String projection;
    private final String postgresSums;

    ShopTables(String table, String sourceColumns, String odsColumns, String odsPartitioning, String projection,
            String postgresSums) {
        this.table = table;
        this.sourceColumns = sourceColumns;
        this.odsColumns = odsColumns;
        this.odsPartitioning = odsPartitioning;
        this.projection = projection;
        this.postgresSums = postgresSums;
    }

    String table() {
        return table;
    }

    String postgresSums() {
        return postgresSums;
    }

    /** The two fingerprint values of one Paimon row. */
    abstract BigDecimal[] sums(InternalRow row);

    /**
     * The CDC source as a temporary table of the ingestion session: its password never lands in a catalog store.
     * One replication slot per table: the SQL connector reads one table (or tables of one shape) per source. One
     * publication per table too: with Debezium's shared default (dbz_publication, FOR ALL TABLES) the sources race
     * to create it at the job's start and the job restarts ("duplicate key ... pg_publication_pubname_index").
     */
    String sourceDdl(int port) {
        return "CREATE TEMPORARY TABLE src_" + table + " (" + sourceColumns + ") WITH ("
                + "'connector' = 'postgres-cdc', 'hostname' = '127.0.0.1', 'port' = '" + port + "',"
                + " 'username' = '" + ShopDatabase.USER + "', 'password' = 'unused-trust-auth',"
                + " 'database-name' = '" + ShopDatabase.DATABASE + "', 'schema-name' = 'public',"
                + " 'table-name' = '" + table + "', 'slot.name' = '" + ShopDatabase.SLOT_PREFIX + "shop_" + table + "',"
                + " 'decoding.plugin.name' = 'pgoutput', 'scan.incremental.snapshot.enabled' = 'true',"
                + " 'debezium.publication.name' = '" + ShopDatabase.SLOT_PREFIX + "shop_" + table + "',"
                + " 'debezium.publication.autocreate.mode' = 'filtered')";
    }

    /** The ODS table: a Paimon primary-key table whose input is a complete changelog, so downstream may stream it. */
    String odsDdl() {
        return "CREATE TABLE IF NOT EXISTS paimon.ods." + table + " (" + odsColumns + ")" + odsPartitioning
                + " WITH ('bucket' = '1', 'changelog-producer' = 'input')";
    }

    String insert() {
        return "INSERT INTO paimon.ods." + table + " SELECT " + projection + " FROM src_" + table;
    }
}
