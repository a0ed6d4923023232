-- ODS: the operational data as it arrives from the shop's database (in production, synced by Flink CDC).
-- Every table is partitioned by day (ds = 'yyyy-MM-dd') and has a primary key, so Paimon keeps the
-- latest version of each row and later layers can read it both as a stream and as a batch.
CREATE DATABASE IF NOT EXISTS ods;
USE ods;

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
