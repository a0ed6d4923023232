SELECT o.order_id, c.name
FROM orders AS o
JOIN customers FOR SYSTEM_TIME AS OF o.order_id AS c
  ON o.customer_id = c.customer_id;
