INSERT INTO dws.labels
SELECT order_id, CAST(amount AS STRING) FROM ods.big_paid_orders;
