INSERT INTO dws.order_facts
SELECT order_id, customer_id, amount FROM ods.orders WHERE status = 'PAID' AND quantity > 1;
