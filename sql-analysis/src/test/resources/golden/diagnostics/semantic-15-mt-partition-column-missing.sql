CREATE MATERIALIZED TABLE daily_totals
PARTITIONED BY (ds)
FRESHNESS = INTERVAL '1' HOUR
AS SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id;
