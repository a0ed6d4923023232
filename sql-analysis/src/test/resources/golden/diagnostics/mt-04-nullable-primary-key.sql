CREATE MATERIALIZED TABLE customer_revenue (
  PRIMARY KEY (customer_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' MINUTE
AS SELECT customer_id, SUM(amount) AS revenue FROM orders GROUP BY customer_id;
