CREATE TABLE clicks (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'scan.startup.mode' = 'earliest'
);
SELECT user_id, url FROM clicks;
