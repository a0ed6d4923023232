CREATE TABLE returns (order_id BIGINT, reason STRING) WITH ('connector' = 'datagen');
SELECT r.reason, o.amount FROM returns AS r JOIN orders AS o ON r.order_id = o.order_id;
