SELECT SUBSTRING(order_id, 1, 3) FROM orders;
