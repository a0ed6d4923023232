INSERT INTO dws.window_stats
SELECT window_start, window_end, customer_id, SUM(amount)
FROM TABLE(TUMBLE(TABLE ods.orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, customer_id;
