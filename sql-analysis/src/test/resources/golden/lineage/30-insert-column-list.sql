INSERT INTO dws.order_facts (order_id, amount)
SELECT order_id, amount FROM ods.orders;
