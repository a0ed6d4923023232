SELECT o.id FROM orders o JOIN customers c o.cid = c.id;
