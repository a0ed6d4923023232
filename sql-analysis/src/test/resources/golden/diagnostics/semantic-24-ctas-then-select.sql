CREATE TABLE big_orders WITH ('connector' = 'blackhole') AS
SELECT order_id, amount FROM orders WHERE amount > 100;
SELECT amount FROM big_orders;
