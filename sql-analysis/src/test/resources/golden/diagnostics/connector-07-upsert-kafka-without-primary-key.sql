CREATE TABLE order_totals (customer_id INT, total DECIMAL(38, 2)) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'order-totals',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
INSERT INTO order_totals SELECT customer_id, SUM(amount) FROM orders GROUP BY customer_id;
