SELECT order_id, amount FROM orders
UNION ALL
SELECT customer_id FROM customers;
