SELECT customer_id, COUNT(*)
FROM orders
GROUP BY customer_id
HAVING amount > 10;
