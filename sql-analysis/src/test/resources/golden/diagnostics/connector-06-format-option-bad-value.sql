CREATE TABLE clicks (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json',
  'json.timestamp-format.standard' = 'RFC-3339'
);
SELECT user_id, url FROM clicks;
