INSERT INTO dws.order_facts
SELECT order_id, customer_id, amount FROM ods.orders
WHERE customer_id IN (SELECT customer_id FROM dim.customers WHERE country = 'NL');
