INSERT INTO dws.labels
SELECT order_id + 1, CONCAT(status, '-', CAST(quantity AS STRING)) FROM ods.orders;
