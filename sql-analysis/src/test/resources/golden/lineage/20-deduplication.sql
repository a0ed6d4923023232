INSERT INTO dws.order_facts
SELECT order_id, customer_id, amount FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY proc_time ASC) AS rn FROM ods.orders)
WHERE rn = 1;
