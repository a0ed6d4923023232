-- Five days of generated shop data (2024-06-01 .. 2024-06-05). Every value is computed from a
-- sequence number, so each deployment produces exactly the same rows.
-- A bounded batch load: each INSERT finishes before the next one reads its result.
SET 'execution.runtime-mode' = 'batch';
SET 'table.dml-sync' = 'true';
USE ods;

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
