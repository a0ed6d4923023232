SELECT window_start, COUNT(*)
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_id), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end;
