INSERT INTO order_sink
SELECT order_id, amount, status FROM orders;
