CREATE TABLE t2 WITH ('connector' = 'blackhole') SELECT * FROM orders;
