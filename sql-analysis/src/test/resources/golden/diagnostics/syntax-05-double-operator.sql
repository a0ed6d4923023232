SELECT * FROM orders WHERE amount > > 10;
