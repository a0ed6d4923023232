-- Tables every corpus statement may read; real connectors (datagen, blackhole) on the reference side.
CREATE TABLE orders (
  order_id BIGINT NOT NULL,
  customer_id INT,
  product_id INT,
  amount DECIMAL(10, 2),
  quantity INT,
  status STRING,
  order_time TIMESTAMP(3),
  proc_time AS PROCTIME(),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND,
  PRIMARY KEY (order_id) NOT ENFORCED
) WITH ('connector' = 'datagen');

CREATE TABLE customers (
  customer_id INT NOT NULL,
  name STRING,
  country STRING,
  signup_date DATE,
  tags ARRAY<STRING>,
  PRIMARY KEY (customer_id) NOT ENFORCED
) WITH ('connector' = 'datagen');

CREATE TABLE products (
  product_id INT,
  title STRING,
  price DOUBLE,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'datagen');

CREATE TABLE clicks (
  user_id INT,
  url STRING,
  click_time TIMESTAMP_LTZ(3),
  WATERMARK FOR click_time AS click_time - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE order_sink (
  order_id BIGINT,
  amount DECIMAL(10, 2)
) WITH ('connector' = 'blackhole');

CREATE TABLE customer_totals (
  customer_id INT NOT NULL,
  total DECIMAL(38, 2),
  PRIMARY KEY (customer_id) NOT ENFORCED
) WITH ('connector' = 'blackhole');

CREATE TABLE window_sink (
  window_start TIMESTAMP(3),
  window_end TIMESTAMP(3),
  cnt BIGINT
) WITH ('connector' = 'blackhole');

CREATE VIEW paid_orders AS SELECT order_id, customer_id, amount, order_time FROM orders WHERE status = 'PAID';
