-- a partition spec must name string columns of the table
ALTER MATERIALIZED TABLE daily REFRESH PARTITION (ds = '2024-01-01');
ALTER MATERIALIZED TABLE daily REFRESH PARTITION (ds = '2024-01-01', region = 'eu');
ALTER MATERIALIZED TABLE daily REFRESH PARTITION (qty = '1');
