SELECT 1 /* never closed
FROM orders;
