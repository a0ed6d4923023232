CREATE TABLE big_orders WITH ('connector' = 'kafka', 'topic' = 'big_orders', 'format' = 'json',
  'properties.bootstrap.servers' = 'localhost:9092', 'scan.startup.mode' = 'earliest-offset') AS
SELECT order_id, amount FROM orders WHERE amount > 100;
SELECT amount FROM big_orders;
