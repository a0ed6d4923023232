-- Conformance corpus: every statement goes through this module and through Flink 2.0's own
-- TableEnvironment (see ConformanceTest); their verdicts must agree. Statements run in order and
-- share state, so DDL here is seen by later statements on both sides.

-- queries that Flink accepts
SELECT * FROM orders;
SELECT order_id, amount * quantity AS gross FROM orders WHERE status = 'PAID';
SELECT customer_id, COUNT(*) AS n, SUM(amount) AS total FROM orders GROUP BY customer_id;
SELECT customer_id, COUNT(*) FROM orders GROUP BY customer_id HAVING COUNT(*) > 2;
SELECT o.order_id, c.name FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id;
SELECT o.order_id, c.name FROM orders AS o LEFT JOIN customers AS c ON o.customer_id = c.customer_id;
SELECT o.order_id, p.title FROM orders o FULL OUTER JOIN products p ON o.product_id = p.product_id;
SELECT UPPER(status), LOWER(status), CHAR_LENGTH(status) FROM orders;
SELECT DATE_FORMAT(order_time, 'yyyy-MM-dd') AS ds, COUNT(*) FROM orders GROUP BY DATE_FORMAT(order_time, 'yyyy-MM-dd');
SELECT CAST(amount AS STRING), CAST(quantity AS BIGINT) FROM orders;
SELECT COALESCE(customer_id, 0), IFNULL(status, 'n/a') FROM orders;
SELECT CASE WHEN amount > 100 THEN 'big' WHEN amount > 10 THEN 'mid' ELSE 'small' END AS size FROM orders;
SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
SELECT window_start, window_end, SUM(amount) FROM TABLE(HOP(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE, INTERVAL '5' MINUTE)) GROUP BY window_start, window_end;
SELECT window_start, window_end, MAX(amount) FROM TABLE(CUMULATE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE, INTERVAL '1' HOUR)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(click_time), INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
SELECT * FROM (SELECT order_id, customer_id, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY amount DESC) AS rn FROM orders) WHERE rn <= 3;
SELECT * FROM (SELECT order_id, ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY proc_time ASC) AS rn FROM orders) WHERE rn = 1;
SELECT DISTINCT status FROM orders;
SELECT order_id FROM orders UNION ALL SELECT CAST(customer_id AS BIGINT) FROM customers;
WITH big AS (SELECT * FROM orders WHERE amount > 100) SELECT customer_id, COUNT(*) FROM big GROUP BY customer_id;
SELECT c.customer_id, t.tag FROM customers AS c CROSS JOIN UNNEST(c.tags) AS t (tag);
SELECT p.title, p.attrs['color'] FROM products AS p;
SELECT order_id FROM orders WHERE customer_id IN (SELECT customer_id FROM customers WHERE country = 'NL');
SELECT order_id FROM orders WHERE EXISTS (SELECT 1 FROM customers c WHERE c.customer_id = orders.customer_id);
SELECT * FROM paid_orders WHERE amount > 5;
SELECT customer_id, SUM(amount) OVER (PARTITION BY customer_id ORDER BY order_time ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM orders;
SELECT o.order_id, o2.order_id FROM orders o, orders o2 WHERE o.order_id = o2.order_id AND o.order_time BETWEEN o2.order_time - INTERVAL '1' HOUR AND o2.order_time;
SELECT TIMESTAMPDIFF(SECOND, order_time, CURRENT_TIMESTAMP) FROM orders;
SELECT CONCAT(name, '-', country), SPLIT_INDEX(name, ' ', 0) FROM customers;
SELECT JSON_VALUE('{"a": 1}', '$.a'), REGEXP_EXTRACT(status, '(\w+)', 1) FROM orders;
SELECT customer_id, LISTAGG(status) FROM orders GROUP BY customer_id;
SELECT EXTRACT(YEAR FROM signup_date), YEAR(signup_date) FROM customers;
SELECT order_id, amount FROM orders ORDER BY order_time;
SELECT 1 + 1, 'a' || 'b', TRUE AND FALSE;
VALUES (1, 'a'), (2, 'b');
SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS t (id, label);
SELECT customer_id, FIRST_VALUE(status), LAST_VALUE(status) FROM orders GROUP BY customer_id;
SELECT window_start, customer_id, COUNT(*) FROM TABLE(SESSION(TABLE orders PARTITION BY customer_id, DESCRIPTOR(order_time), INTERVAL '5' MINUTE)) GROUP BY window_start, window_end, customer_id;

-- queries that Flink rejects
SELECT order_no FROM orders;
SELECT * FROM order_lines;
SELECT customer_id, amount FROM orders GROUP BY customer_id;
SELECT order_id + status FROM orders;
SELECT MY_UDF(order_id) FROM orders;
SELECT SUBSTRING(order_id, 1, 2) FROM orders;
SELECT customer_id FROM orders o JOIN customers c ON o.customer_id = c.customer_id;
SELECT o.order_id, c.email FROM orders o JOIN customers c ON o.customer_id = c.customer_id;
SELECT order_id FROM orders WHERE amount;
SELECT customer_id FROM orders WHERE SUM(amount) > 10 GROUP BY customer_id;
SELECT order_id, amount FROM orders UNION ALL SELECT customer_id FROM customers;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_id), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(no_such_col), INTERVAL '1' MINUTE)) GROUP BY window_start;
SELECT customer_id, COUNT(*) FROM orders GROUP BY customer_id HAVING amount > 1;
SELECT status FROM paid_orders;
SELECT * FROM archive.orders;
SELECT * FROM nocat.nodb.orders;
SELECT order_id FROM orders WHERE order_id = order_time;
SELECT CAST(signup_date AS BOOLEAN) FROM customers;
SELECT p.attrs[1] FROM products AS p;
SELECT COUNT(DISTINCT) FROM orders;
SELECT ROW_NUMBER() OVER () FROM orders;
SELECT t.tag FROM customers AS c CROSS JOIN UNNEST(c.name) AS t (tag);
SELECT order_id FROM orders WHERE customer_id IN (SELECT customer_id, name FROM customers);
SELECT DATE_FORMAT(amount) FROM orders;
SELECT o.order_id FROM orders o JOIN customers c ON o.no_col = c.customer_id;

-- INSERT
INSERT INTO order_sink SELECT order_id, amount FROM orders;
INSERT INTO order_sink (order_id, amount) SELECT order_id, amount FROM orders;
INSERT INTO order_sink SELECT order_id, amount FROM paid_orders;
INSERT INTO customer_totals SELECT customer_id, SUM(amount) FROM customers c JOIN orders o USING (customer_id) GROUP BY customer_id;
INSERT INTO window_sink SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
INSERT INTO order_sink SELECT order_id FROM orders;
INSERT INTO order_sink SELECT order_id, amount, status FROM orders;
INSERT INTO order_sink SELECT order_id, order_time FROM orders;
INSERT INTO no_sink SELECT order_id, amount FROM orders;
INSERT INTO paid_orders SELECT order_id, customer_id, amount, order_time FROM orders;
INSERT INTO order_sink (order_id, no_col) SELECT order_id, amount FROM orders;
INSERT INTO customer_totals SELECT customer_id, amount FROM orders GROUP BY customer_id;

-- DDL and catalog statements
CREATE TABLE returns_src (order_id BIGINT, reason STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
SELECT r.reason, o.amount FROM returns_src AS r JOIN orders AS o ON r.order_id = o.order_id;
CREATE TABLE returns_src (order_id BIGINT) WITH ('connector' = 'datagen');
CREATE TABLE IF NOT EXISTS returns_src (order_id BIGINT) WITH ('connector' = 'datagen');
CREATE TABLE bad_pk (id BIGINT, PRIMARY KEY (nope) NOT ENFORCED) WITH ('connector' = 'datagen');
CREATE TABLE bad_wm (id BIGINT, WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE bad_computed (id BIGINT, x AS id + nope) WITH ('connector' = 'datagen');
CREATE TABLE dup_cols (id BIGINT, id STRING) WITH ('connector' = 'datagen');
CREATE TABLE like_orders WITH ('connector' = 'datagen') LIKE orders (EXCLUDING OPTIONS);
SELECT order_id, proc_time FROM like_orders;
CREATE VIEW big_orders AS SELECT order_id, amount FROM orders WHERE amount > 100;
SELECT amount FROM big_orders;
CREATE VIEW bad_view AS SELECT nope FROM orders;
SELECT * FROM bad_view;
CREATE VIEW big_orders AS SELECT 1;
DROP VIEW big_orders;
SELECT * FROM big_orders;
DROP TABLE no_such_table;
DROP TABLE IF EXISTS no_such_table;
CREATE DATABASE staging;
CREATE TABLE staging.events (id BIGINT, v STRING) WITH ('connector' = 'datagen');
SELECT v FROM staging.events;
USE staging;
SELECT id FROM events;
SELECT order_id FROM orders;
USE default_database;
SELECT order_id FROM orders;
USE no_such_db;
USE CATALOG no_such_catalog;
SHOW TABLES;
SHOW DATABASES;
SHOW VIEWS;
DESCRIBE orders;
DESCRIBE no_such_table;
ALTER TABLE returns_src ADD note STRING;
SELECT note FROM returns_src;
ALTER TABLE returns_src DROP nope;
ALTER TABLE returns_src RENAME TO returns_renamed;
SELECT reason FROM returns_renamed;
SELECT reason FROM returns_src;
CREATE TEMPORARY VIEW tmp_v AS SELECT order_id FROM orders;
SELECT order_id FROM tmp_v;

-- materialized tables (checked by Flink's conversion, as the gateway does before submitting)
CREATE MATERIALIZED TABLE mt_totals (PRIMARY KEY (customer_id) NOT ENFORCED) FRESHNESS = INTERVAL '1' MINUTE AS SELECT COALESCE(customer_id, 0) AS customer_id, SUM(amount) AS total FROM orders GROUP BY COALESCE(customer_id, 0);
CREATE MATERIALIZED TABLE mt_daily PARTITIONED BY (ds) FRESHNESS = INTERVAL '1' HOUR AS SELECT DATE_FORMAT(order_time, 'yyyy-MM-dd') AS ds, COUNT(*) AS n FROM orders GROUP BY DATE_FORMAT(order_time, 'yyyy-MM-dd');
CREATE MATERIALIZED TABLE mt_bad_part PARTITIONED BY (ds) FRESHNESS = INTERVAL '1' HOUR AS SELECT customer_id, COUNT(*) AS n FROM orders GROUP BY customer_id;
CREATE MATERIALIZED TABLE mt_bad_col FRESHNESS = INTERVAL '1' HOUR AS SELECT nope FROM orders;
CREATE MATERIALIZED TABLE mt_bad_pk (PRIMARY KEY (nope) NOT ENFORCED) FRESHNESS = INTERVAL '1' HOUR AS SELECT customer_id FROM orders;
CREATE MATERIALIZED TABLE mt_full FRESHNESS = INTERVAL '1' DAY REFRESH_MODE = FULL AS SELECT order_id, amount FROM orders;
CREATE MATERIALIZED TABLE mt_cont FRESHNESS = INTERVAL '10' SECOND REFRESH_MODE = CONTINUOUS AS SELECT order_id FROM orders;
CREATE MATERIALIZED TABLE mt_neg FRESHNESS = INTERVAL '-1' MINUTE AS SELECT order_id FROM orders;
CREATE MATERIALIZED TABLE mt_from_view FRESHNESS = INTERVAL '5' MINUTE AS SELECT order_id, amount FROM paid_orders;

-- statement sets
EXECUTE STATEMENT SET BEGIN INSERT INTO order_sink SELECT order_id, amount FROM orders; INSERT INTO window_sink SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end; END;
EXECUTE STATEMENT SET BEGIN INSERT INTO order_sink SELECT order_id, amount FROM orders; INSERT INTO order_sink SELECT order_id FROM orders; END;
