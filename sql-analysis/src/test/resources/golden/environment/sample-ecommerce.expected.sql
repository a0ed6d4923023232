-- @script 01_ods_tables.sql
-- ODS: the operational data as it arrives from the shop's database (in production, synced by Flink CDC).
-- Every table is partitioned by day (ds = 'yyyy-MM-dd') and has a primary key, so Paimon keeps the
-- latest version of each row and later layers can read it both as a stream and as a batch.
CREATE DATABASE IF NOT EXISTS dev_ods;
USE dev_ods;

-- Customers; ds is the day of the snapshot the row belongs to.
CREATE TABLE IF NOT EXISTS users (
    user_id    BIGINT NOT NULL,
    user_name  STRING NOT NULL,
    city       STRING NOT NULL,
    ds         STRING NOT NULL,
    PRIMARY KEY (user_id, ds) NOT ENFORCED
) PARTITIONED BY (ds);

-- The catalogue of products.
CREATE TABLE IF NOT EXISTS items (
    item_id    BIGINT NOT NULL,
    item_name  STRING NOT NULL,
    category   STRING NOT NULL,
    price      DECIMAL(10, 2) NOT NULL,
    ds         STRING NOT NULL,
    PRIMARY KEY (item_id, ds) NOT ENFORCED
) PARTITIONED BY (ds);

-- One row per order; ds is the order day.
CREATE TABLE IF NOT EXISTS orders (
    order_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    order_time TIMESTAMP(3) NOT NULL,
    status     STRING NOT NULL,
    ds         STRING NOT NULL,
    PRIMARY KEY (order_id, ds) NOT ENFORCED
) PARTITIONED BY (ds);

-- The lines of each order.
CREATE TABLE IF NOT EXISTS order_items (
    order_id   BIGINT NOT NULL,
    line_no    INT NOT NULL,
    item_id    BIGINT NOT NULL,
    quantity   INT NOT NULL,
    ds         STRING NOT NULL,
    PRIMARY KEY (order_id, line_no, ds) NOT ENFORCED
) PARTITIONED BY (ds);

-- Money given back for an order.
CREATE TABLE IF NOT EXISTS refunds (
    refund_id  BIGINT NOT NULL,
    order_id   BIGINT NOT NULL,
    amount     DECIMAL(10, 2) NOT NULL,
    reason     STRING NOT NULL,
    ds         STRING NOT NULL,
    PRIMARY KEY (refund_id, ds) NOT ENFORCED
) PARTITIONED BY (ds);
-- @script 02_ods_data.sql
-- Five days of generated shop data (2024-06-01 .. 2024-06-05). Every value is computed from a
-- sequence number, so each deployment produces exactly the same rows.
-- A bounded batch load: each INSERT finishes before the next one reads its result.
SET 'execution.runtime-mode' = 'batch';
SET 'table.dml-sync' = 'true';
USE dev_ods;

CREATE TEMPORARY TABLE seq_50 (n BIGINT) WITH (
    'connector' = 'datagen', 'number-of-rows' = '50',
    'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '50');
CREATE TEMPORARY TABLE seq_20 (n BIGINT) WITH (
    'connector' = 'datagen', 'number-of-rows' = '20',
    'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '20');
CREATE TEMPORARY TABLE seq_500 (n BIGINT) WITH (
    'connector' = 'datagen', 'number-of-rows' = '500',
    'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '500');

INSERT INTO users
SELECT n, CONCAT('user_', CAST(n AS STRING)),
       CASE MOD(n, 4) WHEN 0 THEN 'Hangzhou' WHEN 1 THEN 'Shanghai' WHEN 2 THEN 'Beijing' ELSE 'Shenzhen' END,
       '2024-06-01'
FROM seq_50;

INSERT INTO items
SELECT n, CONCAT('item_', CAST(n AS STRING)),
       CASE MOD(n, 5) WHEN 0 THEN 'Electronics' WHEN 1 THEN 'Books' WHEN 2 THEN 'Home' WHEN 3 THEN 'Toys' ELSE 'Grocery' END,
       CAST(5 + MOD(n * 37, 200) AS DECIMAL(10, 2)),
       '2024-06-01'
FROM seq_20;

-- 100 orders a day, spread over the day; every 25th order is cancelled.
INSERT INTO orders
SELECT order_id, user_id, order_time,
       CASE WHEN MOD(order_id, 25) = 0 THEN 'CANCELLED' ELSE 'PAID' END,
       DATE_FORMAT(order_time, 'yyyy-MM-dd')
FROM (
    SELECT n AS order_id,
           MOD(n * 7, 50) + 1 AS user_id,
           TIMESTAMPADD(MINUTE, CAST(MOD(n * 53, 1440) AS INT),
               TIMESTAMPADD(DAY, CAST(MOD(n, 5) AS INT), TIMESTAMP '2024-06-01 00:00:00')) AS order_time
    FROM seq_500
);

-- Two lines per order.
INSERT INTO order_items
SELECT o.order_id, l.line_no, MOD(o.order_id * 3 + l.line_no * 11, 20) + 1, CAST(MOD(o.order_id + l.line_no, 3) + 1 AS INT), o.ds
FROM orders AS o CROSS JOIN (VALUES (1), (2)) AS l(line_no);

-- Every 13th order is partly refunded, on the day of the order.
INSERT INTO refunds
SELECT order_id, order_id, CAST(10 AS DECIMAL(10, 2)), 'damaged', ds
FROM orders
WHERE MOD(order_id, 13) = 0;
-- @script 03_dwd_order_detail.sql
-- DWD: cleaned, joined detail. One row per order line with the customer and product attached.
-- FRESHNESS of 5 seconds is below the 30-minute threshold, so Flink keeps this table fresh with a
-- CONTINUOUS streaming job (checkpoint every 5 s) that first reads the ODS snapshot, then every change.
-- 'changelog-producer' = 'input' stores the join's changes, so the DWS layer can read them as a stream.
SET 'table.dml-sync' = 'false';
-- Paimon merges rows by primary key itself and refuses Flink's sink upsert materializer, which Flink
-- would add here because the join's upsert key differs from the table's primary key.
SET 'table.exec.sink.upsert-materialize' = 'NONE';
CREATE DATABASE IF NOT EXISTS dev_dwd;

CREATE MATERIALIZED TABLE dev_dwd.order_detail (
    CONSTRAINT pk PRIMARY KEY (ds, order_id, line_no) NOT ENFORCED
) PARTITIONED BY (ds)
WITH ('changelog-producer' = 'input')
FRESHNESS = INTERVAL '5' SECOND
AS SELECT
    oi.ds,
    oi.order_id,
    oi.line_no,
    o.user_id,
    u.user_name,
    u.city,
    oi.item_id,
    i.item_name,
    i.category,
    oi.quantity,
    i.price,
    CAST(oi.quantity * i.price AS DECIMAL(12, 2)) AS amount,
    o.order_time,
    o.status
FROM dev_ods.order_items AS oi
JOIN dev_ods.orders AS o ON oi.order_id = o.order_id AND oi.ds = o.ds
JOIN dev_ods.users AS u ON o.user_id = u.user_id
JOIN dev_ods.items AS i ON oi.item_id = i.item_id;
-- @script 04_dws_realtime.sql
-- DWS, real time: what each customer has bought so far, seconds behind the shop.
-- CONTINUOUS (10 s freshness): a streaming aggregation over the DWD changes. The primary key makes
-- the Paimon table accept updates; an aggregate without one would be append-only and fail.
CREATE DATABASE IF NOT EXISTS dev_dws;

CREATE MATERIALIZED TABLE dev_dws.user_summary (
    CONSTRAINT pk PRIMARY KEY (user_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '10' SECOND
AS SELECT
    user_id,
    MAX(user_name) AS user_name,
    MAX(city) AS city,
    COUNT(DISTINCT order_id) AS orders,
    SUM(amount) AS gmv,
    MAX(order_time) AS last_order_time
FROM dev_dwd.order_detail
WHERE status = 'PAID'
GROUP BY user_id;
-- @script 05_dws_reports.sql
-- DWS, reports: cheaper, scheduled batch refreshes for numbers read once an hour or once a day.
-- Freshness above 30 minutes gives FULL refresh mode: the gateway's scheduler runs a batch job per
-- period. The date formatter tells it which ds partition a run refreshes, so each run rewrites only
-- the current day, and a past day can be backfilled with ALTER MATERIALIZED TABLE ... REFRESH PARTITION.

-- GMV per item and hour of the day, refreshed every hour.
CREATE MATERIALIZED TABLE dev_dws.item_gmv_hourly (
    CONSTRAINT pk PRIMARY KEY (ds, hr, item_id) NOT ENFORCED
) PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' HOUR
AS SELECT
    ds,
    HOUR(order_time) AS hr,
    item_id,
    MAX(item_name) AS item_name,
    SUM(quantity) AS units,
    SUM(amount) AS gmv
FROM dev_dwd.order_detail
WHERE status = 'PAID'
GROUP BY ds, HOUR(order_time), item_id;

-- GMV per category and day, refreshed once a day.
CREATE MATERIALIZED TABLE dev_dws.category_gmv_daily (
    CONSTRAINT pk PRIMARY KEY (ds, category) NOT ENFORCED
) PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' DAY
AS SELECT
    ds,
    category,
    COUNT(DISTINCT order_id) AS orders,
    SUM(quantity) AS units,
    SUM(amount) AS gmv
FROM dev_dwd.order_detail
WHERE status = 'PAID'
GROUP BY ds, category;

-- The three best-selling items of each day (a top-N over the daily item GMV).
CREATE MATERIALIZED TABLE dev_dws.top_items_daily (
    CONSTRAINT pk PRIMARY KEY (ds, rank_no) NOT ENFORCED
) PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' DAY
AS SELECT ds, rank_no, item_id, item_name, gmv
FROM (
    SELECT ds, item_id, item_name, gmv,
           ROW_NUMBER() OVER (PARTITION BY ds ORDER BY gmv DESC, item_id) AS rank_no
    FROM (
        SELECT ds, item_id, MAX(item_name) AS item_name, SUM(amount) AS gmv
        FROM dev_dwd.order_detail
        WHERE status = 'PAID'
        GROUP BY ds, item_id
    )
)
WHERE rank_no <= 3;
-- @tables
--   lakehouse.ods.users -> lakehouse.dev_ods.users
--   lakehouse.ods.items -> lakehouse.dev_ods.items
--   lakehouse.ods.orders -> lakehouse.dev_ods.orders
--   lakehouse.ods.order_items -> lakehouse.dev_ods.order_items
--   lakehouse.ods.refunds -> lakehouse.dev_ods.refunds
--   lakehouse.dwd.order_detail -> lakehouse.dev_dwd.order_detail
--   lakehouse.dws.user_summary -> lakehouse.dev_dws.user_summary
--   lakehouse.dws.item_gmv_hourly -> lakehouse.dev_dws.item_gmv_hourly
--   lakehouse.dws.category_gmv_daily -> lakehouse.dev_dws.category_gmv_daily
--   lakehouse.dws.top_items_daily -> lakehouse.dev_dws.top_items_daily
-- @databases
--   lakehouse.ods -> lakehouse.dev_ods
--   lakehouse.dwd -> lakehouse.dev_dwd
--   lakehouse.dws -> lakehouse.dev_dws
-- @problems
