CREATE MATERIALIZED TABLE dws.paid (
  PRIMARY KEY (order_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' MINUTE
AS SELECT COALESCE(order_id, 0) AS order_id, customer_id, amount FROM ods.orders WHERE status = 'PAID';
CREATE MATERIALIZED TABLE dws.paid_per_customer (
  PRIMARY KEY (customer_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' MINUTE
AS SELECT COALESCE(customer_id, 0) AS customer_id, SUM(amount) AS total FROM dws.paid GROUP BY COALESCE(customer_id, 0);
