SELECT (a + b FROM orders;
