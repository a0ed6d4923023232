CREATE TABLE shop_customers (id BIGINT, name STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop'
);
SELECT id, name FROM shop_customers;
