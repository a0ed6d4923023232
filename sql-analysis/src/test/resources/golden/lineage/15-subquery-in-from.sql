INSERT INTO dws.order_facts
SELECT t.order_id, t.customer_id, t.amount FROM (SELECT order_id, customer_id, amount FROM ods.orders WHERE quantity > 0) AS t;
