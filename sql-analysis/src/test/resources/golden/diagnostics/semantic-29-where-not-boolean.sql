SELECT order_id FROM orders WHERE amount;
