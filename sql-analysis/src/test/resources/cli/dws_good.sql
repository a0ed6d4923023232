CREATE DATABASE IF NOT EXISTS dws;
CREATE MATERIALIZED TABLE dws.customer_revenue (
  PRIMARY KEY (customer_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' HOUR
AS SELECT COALESCE(customer_id, 0) AS customer_id, SUM(amount) AS revenue
FROM ods.orders
GROUP BY COALESCE(customer_id, 0);
