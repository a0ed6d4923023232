CREATE MATERIALIZED TABLE minute_counts
FRESHNESS = INTERVAL '1' MINUTE
AS SELECT window_start, window_end, COUNT(*) AS n
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end;
