INSERT INTO dws.customer_stats
SELECT COALESCE(customer_id, 0), 'many', SUM(amount), COUNT(*) FROM ods.orders
GROUP BY COALESCE(customer_id, 0) HAVING SUM(quantity) > 10;
