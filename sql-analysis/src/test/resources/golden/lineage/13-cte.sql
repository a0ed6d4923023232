INSERT INTO dws.order_facts
WITH big AS (SELECT order_id, customer_id, amount * 2 AS doubled FROM ods.orders WHERE amount > 10)
SELECT order_id, customer_id, doubled FROM big;
