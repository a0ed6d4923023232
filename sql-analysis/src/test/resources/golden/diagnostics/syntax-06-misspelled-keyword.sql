SELEC * FROM orders;
