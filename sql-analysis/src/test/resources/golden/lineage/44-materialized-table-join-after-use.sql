USE dws;
CREATE MATERIALIZED TABLE labels_mt
FRESHNESS = INTERVAL '1' HOUR
AS SELECT o.order_id, c.name, o.amount * 2 AS doubled
FROM ods.orders AS o JOIN dim.customers AS c ON o.customer_id = c.customer_id
WHERE o.status = 'PAID';
