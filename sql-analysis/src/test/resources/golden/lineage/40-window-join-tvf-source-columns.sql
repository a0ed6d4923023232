INSERT INTO dws.labels
SELECT CAST(customer_id AS BIGINT), CAST(window_start AS STRING)
FROM TABLE(TUMBLE(TABLE ods.orders, DESCRIPTOR(order_time), INTERVAL '1' HOUR))
GROUP BY window_start, window_end, customer_id;
