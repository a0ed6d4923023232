INSERT INTO dws.order_facts
SELECT order_id, customer_id, amount FROM ods.orders ORDER BY order_time LIMIT 10;
