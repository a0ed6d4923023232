SELECT customer_id
FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id;
