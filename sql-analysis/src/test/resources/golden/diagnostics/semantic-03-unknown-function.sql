SELECT order_id, TO_UPPER(status) FROM orders;
