INSERT INTO dws.labels
SELECT COUNT(*), 'orders' FROM ods.orders
UNION ALL
SELECT COUNT(*), 'shipments' FROM ods.shipments;
