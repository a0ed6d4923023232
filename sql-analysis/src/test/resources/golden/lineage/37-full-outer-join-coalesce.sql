INSERT INTO dws.labels
SELECT COALESCE(o.order_id, s.order_id), s.carrier FROM ods.orders AS o FULL OUTER JOIN ods.shipments AS s ON o.order_id = s.order_id;
