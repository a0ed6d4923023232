INSERT INTO dws.labels
SELECT o.order_id, s.carrier FROM ods.orders AS o, ods.shipments AS s
WHERE o.order_id = s.order_id AND s.ship_time BETWEEN o.order_time AND o.order_time + INTERVAL '4' HOUR;
