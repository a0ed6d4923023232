CREATE MATERIALIZED TABLE dws.big_facts
FRESHNESS = INTERVAL '1' HOUR
AS WITH big AS (SELECT order_id, amount FROM ods.big_paid_orders)
SELECT b.order_id, b.amount, p.customer_id FROM big AS b JOIN ods.paid_orders AS p ON b.order_id = p.order_id;
