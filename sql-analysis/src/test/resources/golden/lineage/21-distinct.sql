INSERT INTO dws.labels
SELECT DISTINCT order_id, status FROM ods.orders;
