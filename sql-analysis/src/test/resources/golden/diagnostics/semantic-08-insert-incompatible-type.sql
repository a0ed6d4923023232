INSERT INTO order_sink
SELECT order_id, order_time FROM orders;
