CREATE TABLE order_returns (order_id BIGINT, reason STRING) WITH ('connector' = 'datagen');
SELECT r.reason, o.amount FROM order_returns AS r JOIN orders AS o ON r.order_id = o.order_id;
