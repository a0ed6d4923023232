CREATE MATERIALIZED TABLE daily_orders
PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '30' SECOND
AS SELECT order_id, DATE_FORMAT(order_time, 'yyyy-MM-dd') AS ds FROM orders;
