CREATE TABLE clicks (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'scan.startup.mode' = 'timestamp'
);
SELECT user_id, url FROM clicks;
