INSERT INTO dws.order_facts
SELECT * FROM (SELECT order_id, customer_id, amount FROM ods.orders);
