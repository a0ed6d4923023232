SELECT customer_id, revenue, nope
FROM dws.customer_revenue;
SELECT * FROM ods.orders WHERE;
