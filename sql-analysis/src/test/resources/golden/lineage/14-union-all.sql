INSERT INTO dws.labels
SELECT order_id, status FROM ods.orders
UNION ALL
SELECT order_id, carrier FROM ods.shipments;
