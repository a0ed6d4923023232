INSERT INTO dws.labels
SELECT o.order_id, COALESCE(s.carrier, 'none') FROM ods.orders AS o LEFT JOIN ods.shipments AS s ON o.order_id = s.order_id;
