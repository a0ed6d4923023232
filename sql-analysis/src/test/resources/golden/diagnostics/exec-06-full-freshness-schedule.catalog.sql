CREATE CATALOG lake WITH ('type' = 'paimon', 'warehouse' = 'file:///tmp/golden-lake');
USE CATALOG lake;
CREATE TABLE orders (id BIGINT NOT NULL, ds STRING NOT NULL, qty INT NOT NULL, customer STRING,
  PRIMARY KEY (id) NOT ENFORCED);
CREATE MATERIALIZED TABLE daily (PRIMARY KEY (ds, qty, customer) NOT ENFORCED) PARTITIONED BY (ds, qty)
  FRESHNESS = INTERVAL '1' HOUR
  AS SELECT ds, qty, COALESCE(customer, '?') AS customer, COUNT(*) AS cnt FROM orders
  GROUP BY ds, qty, COALESCE(customer, '?');
