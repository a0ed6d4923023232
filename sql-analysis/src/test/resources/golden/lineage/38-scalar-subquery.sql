INSERT INTO dws.labels
SELECT o.order_id, (SELECT MAX(name) FROM dim.customers) FROM ods.orders AS o;
