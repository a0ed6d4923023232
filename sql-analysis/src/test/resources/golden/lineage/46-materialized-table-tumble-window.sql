CREATE MATERIALIZED TABLE dws.minute_stats
FRESHNESS = INTERVAL '1' HOUR
AS SELECT window_start, window_end, customer_id, SUM(amount) AS total, COUNT(*) AS orders
FROM TABLE(TUMBLE(TABLE ods.orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, customer_id;
