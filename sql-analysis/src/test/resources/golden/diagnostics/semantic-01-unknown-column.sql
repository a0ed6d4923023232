SELECT order_id, amout
FROM orders;
