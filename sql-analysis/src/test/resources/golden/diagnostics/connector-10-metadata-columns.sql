-- readable metadata of kafka and debezium-json: no false error; a key the connector does not have is one
CREATE TABLE orders_cdc (
  order_id BIGINT,
  amount DECIMAL(10, 2),
  changed_at TIMESTAMP_LTZ(3) METADATA FROM 'value.source.timestamp' VIRTUAL,
  kafka_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,
  headers MAP<STRING, BYTES> METADATA VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'debezium-json',
  'scan.startup.mode' = 'earliest-offset'
);
SELECT order_id, changed_at, kafka_time, headers['trace'] FROM orders_cdc;
CREATE TABLE orders_raw (
  order_id BIGINT,
  written_at TIMESTAMP_LTZ(3) METADATA FROM 'ts_ms' VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'scan.startup.mode' = 'earliest-offset'
);
SELECT order_id, written_at FROM orders_raw;
