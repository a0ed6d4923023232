CREATE MATERIALIZED TABLE daily_orders
PARTITIONED BY (ds)
WITH ('partition.fields.day.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' DAY
AS SELECT order_id, DATE_FORMAT(order_time, 'yyyy-MM-dd') AS ds FROM orders;
