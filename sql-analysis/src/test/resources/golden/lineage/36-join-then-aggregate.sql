INSERT INTO dws.customer_stats
SELECT c.customer_id, MAX(c.name), SUM(o.amount), COUNT(*)
FROM ods.orders AS o JOIN dim.customers AS c ON o.customer_id = c.customer_id
GROUP BY c.customer_id;
