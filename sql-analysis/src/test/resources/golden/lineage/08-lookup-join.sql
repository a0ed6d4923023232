INSERT INTO dws.labels
SELECT o.order_id, c.country FROM ods.orders AS o
JOIN dim.customers FOR SYSTEM_TIME AS OF o.proc_time AS c ON o.customer_id = c.customer_id;
