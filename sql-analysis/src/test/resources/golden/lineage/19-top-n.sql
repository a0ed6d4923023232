INSERT INTO dws.order_facts
SELECT order_id, customer_id, amount FROM (
  SELECT order_id, customer_id, amount,
         ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY amount DESC) AS rn
  FROM ods.orders)
WHERE rn <= 3;
