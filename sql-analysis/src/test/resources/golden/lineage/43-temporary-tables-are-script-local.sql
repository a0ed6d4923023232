-- A temporary table is named like a catalog table but lives only in the script's session: the statements that
-- write or read one say so.
CREATE TEMPORARY TABLE ods.tmp_orders (order_id BIGINT, customer_id INT, amount DECIMAL(10, 2))
WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TEMPORARY TABLE dws.tmp_totals (customer_id INT, total DECIMAL(38, 2))
WITH ('connector' = 'blackhole');
INSERT INTO dws.order_facts
SELECT order_id, customer_id, amount FROM ods.tmp_orders;
INSERT INTO dws.tmp_totals
SELECT customer_id, SUM(amount) FROM ods.orders GROUP BY customer_id;
