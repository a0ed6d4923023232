CREATE TABLE t (
  ts TIMESTAMP(3),
  WATERMARK ts AS ts
) WITH ('connector' = 'datagen');
