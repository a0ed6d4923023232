CREATE MATERIALIZED TABLE daily_orders
PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' DAY
AS SELECT order_id, CAST(order_time AS DATE) AS ds FROM orders;
