CREATE MATERIALIZED TABLE customer_status (
  PRIMARY KEY (customer_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '30' SECOND
AS SELECT COALESCE(customer_id, 0) AS customer_id, MAX(status) AS last_status
FROM orders GROUP BY COALESCE(customer_id, 0);
SELECT last_status FROM customer_status;
