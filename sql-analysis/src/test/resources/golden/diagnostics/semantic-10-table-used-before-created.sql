SELECT * FROM refunds;
CREATE TABLE refunds (order_id BIGINT) WITH ('connector' = 'datagen');
SELECT * FROM refunds;
