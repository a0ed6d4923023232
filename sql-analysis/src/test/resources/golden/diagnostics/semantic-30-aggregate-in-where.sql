SELECT customer_id FROM orders WHERE SUM(amount) > 10 GROUP BY customer_id;
