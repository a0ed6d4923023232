INSERT INTO dws.labels
SELECT o.order_id, c.name FROM ods.orders AS o JOIN dim.customers AS c ON o.customer_id = c.customer_id;
