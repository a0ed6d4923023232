INSERT INTO dws.window_stats
SELECT window_start, window_end, customer_id, SUM(amount)
FROM TABLE(CUMULATE(TABLE ods.orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE, INTERVAL '1' HOUR))
GROUP BY window_start, window_end, customer_id;
