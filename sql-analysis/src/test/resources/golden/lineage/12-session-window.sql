INSERT INTO dws.window_stats
SELECT window_start, window_end, customer_id, SUM(amount)
FROM TABLE(SESSION(TABLE ods.orders PARTITION BY customer_id, DESCRIPTOR(order_time), INTERVAL '5' MINUTE))
GROUP BY window_start, window_end, customer_id;
