CREATE TABLE orders (
  id BIGINT,
  amount DECIMAL(10, 2)
WITH ('connector' = 'datagen');
