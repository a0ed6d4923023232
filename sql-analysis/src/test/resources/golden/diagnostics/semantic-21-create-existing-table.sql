CREATE TABLE orders (id INT) WITH ('connector' = 'datagen');
