-- The kinds of dependency side by side: id comes from ods.orders and label from dim.customers (VALUE); the join
-- keys, the WHERE columns and the Top-N's sort key only decide which rows exist (CONDITION: JOIN, FILTER, SORT).
INSERT INTO dws.labels
SELECT o.order_id, c.name
FROM ods.orders AS o
JOIN dim.customers AS c ON o.customer_id = c.customer_id
WHERE o.status = 'PAID' AND c.country <> 'XX'
ORDER BY o.amount DESC
LIMIT 10;
