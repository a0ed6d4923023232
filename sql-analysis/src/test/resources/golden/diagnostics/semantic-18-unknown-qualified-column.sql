SELECT o.order_id, c.email
FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id;
