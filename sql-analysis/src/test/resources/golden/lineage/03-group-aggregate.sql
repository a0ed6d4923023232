INSERT INTO dws.customer_stats
SELECT COALESCE(customer_id, 0), MAX(status), SUM(amount), COUNT(*) FROM ods.orders GROUP BY COALESCE(customer_id, 0);
