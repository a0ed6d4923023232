SELECT customer_id, amount, COUNT(*)
FROM orders
GROUP BY customer_id;
