INSERT INTO paid_orders SELECT order_id, customer_id, amount FROM orders;
