CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = 'file:///tmp/freshet-golden');
USE CATALOG lakehouse;
CREATE TABLE orders (id BIGINT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED) WITH (
  'bucket' = 'four'
);
CREATE TABLE order_totals (id BIGINT, total DECIMAL(38, 2), PRIMARY KEY (id) NOT ENFORCED) WITH (
  'bucket' = '4',
  'merge-engine' = 'dedup'
);
CREATE TABLE clicks (user_id BIGINT, url STRING) WITH (
  'bucket' = '4'
);
