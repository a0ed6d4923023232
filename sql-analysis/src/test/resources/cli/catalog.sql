-- Source tables the scripts read (as the Paimon catalog would hold them).
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = 'file:///tmp/freshet-warehouse');
USE CATALOG lakehouse;
CREATE DATABASE IF NOT EXISTS ods;
CREATE TABLE ods.orders (
  order_id BIGINT NOT NULL,
  customer_id INT,
  amount DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  PRIMARY KEY (order_id) NOT ENFORCED
);
