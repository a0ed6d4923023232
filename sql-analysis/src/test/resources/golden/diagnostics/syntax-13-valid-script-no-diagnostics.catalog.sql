CREATE TABLE a (id BIGINT, label STRING) WITH ('connector' = 'blackhole');
CREATE TABLE b (id BIGINT) WITH ('connector' = 'blackhole');
