INSERT INTO dws.customer_stats
SELECT COALESCE(customer_id, 0), 'x', SUM(amount) FILTER (WHERE status = 'PAID'), COUNT(*)
FROM ods.orders GROUP BY COALESCE(customer_id, 0);
