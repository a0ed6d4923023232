CREATE MATERIALIZED TABLE dws.revenue (
  PRIMARY KEY (customer_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' MINUTE
AS SELECT COALESCE(customer_id, 0) AS customer_id, SUM(amount) AS revenue, COUNT(order_id) AS orders
FROM ods.orders GROUP BY COALESCE(customer_id, 0);
