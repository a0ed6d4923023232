CREATE TABLE order_events (
  order_id BIGINT,
  kafka_offset BIGINT METADATA FROM 'offset'
) WITH (
  'connector' = 'kafka',
  'topic' = 'order-events',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO order_events SELECT order_id, order_id FROM orders;
