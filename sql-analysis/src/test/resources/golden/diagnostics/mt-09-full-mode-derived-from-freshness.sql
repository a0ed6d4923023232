CREATE MATERIALIZED TABLE daily_orders (
  PRIMARY KEY (ds, order_id) NOT ENFORCED
)
PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' HOUR
AS SELECT order_id, COALESCE(DATE_FORMAT(order_time, 'yyyy-MM-dd'), '') AS ds, amount FROM orders;
