SELECT order_id FROM orders WHERE order_id = order_time;
SELECT 1;
SELECT nme FROM customers;
