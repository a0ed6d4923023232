SELECT FROM orders;
SELECT a FROM orders WHERE a IN (1, 2;
