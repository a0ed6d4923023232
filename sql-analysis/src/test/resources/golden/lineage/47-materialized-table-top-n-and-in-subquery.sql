CREATE MATERIALIZED TABLE dws.top_orders (
  PRIMARY KEY (order_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' MINUTE
AS SELECT COALESCE(order_id, 0) AS order_id, customer_id, amount FROM (
  SELECT order_id, customer_id, amount,
         ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY amount DESC) AS rn
  FROM ods.orders
  WHERE customer_id IN (SELECT customer_id FROM dim.customers))
WHERE rn <= 3;
