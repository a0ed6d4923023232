SELECT 1;
SELECT 'abc FROM orders;
