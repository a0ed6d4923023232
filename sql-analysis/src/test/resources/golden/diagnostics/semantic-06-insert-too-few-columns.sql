INSERT INTO order_sink
SELECT order_id FROM orders;
