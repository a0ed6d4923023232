CREATE TABLE clicks (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO clicks SELECT CAST(customer_id AS BIGINT), status FROM orders;
SELECT user_id, url
FROM clicks;
