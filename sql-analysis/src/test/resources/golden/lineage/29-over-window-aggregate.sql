INSERT INTO dws.order_facts
SELECT order_id, customer_id,
       SUM(amount) OVER (PARTITION BY customer_id ORDER BY order_time ROWS BETWEEN 2 PRECEDING AND CURRENT ROW)
FROM ods.orders;
