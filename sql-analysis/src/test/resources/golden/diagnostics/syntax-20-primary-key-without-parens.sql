CREATE TABLE t (
  id INT,
  PRIMARY KEY id NOT ENFORCED
) WITH ('connector' = 'datagen');
