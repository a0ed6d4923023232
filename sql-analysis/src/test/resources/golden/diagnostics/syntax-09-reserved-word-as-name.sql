CREATE TABLE t (
  id INT,
  value STRING
) WITH ('connector' = 'datagen');
