INSERT INTO customer_totals
WITH t AS (SELECT customer_id, amount FROM orders WHERE customer_id IS NOT NULL)
SELECT customer_id, SUM(amount) FROM t GROUP BY customer_id;
