SELECT * FROM archive.orders;
