CREATE MATERIALIZED TABLE enriched_orders
FRESHNESS = INTERVAL '10' SECOND
AS SELECT o.order_id, c.name, o.amount
FROM orders AS o LEFT JOIN customers AS c ON o.customer_id = c.customer_id;
