SELECT customer, COUNT(*)
FROM orders
GROUP customer;
