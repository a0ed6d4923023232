CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = 'file:///tmp/freshet-golden');
USE CATALOG lakehouse;
CREATE TABLE clicks (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
CREATE TEMPORARY TABLE clicks (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'scan.startup.mode' = 'earliest-offset'
);
