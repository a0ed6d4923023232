CREATE TABLE countries (customer_id INT, country STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'countries',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'scan.startup.mode' = 'earliest-offset'
);
SELECT o.order_id, c.country
FROM orders AS o
JOIN countries FOR SYSTEM_TIME AS OF o.proc_time AS c ON o.customer_id = c.customer_id;
