INSERT INTO dws.labels
SELECT order_id, CASE WHEN amount > 100 THEN 'big' WHEN quantity > 5 THEN 'many' ELSE status END FROM ods.orders;
