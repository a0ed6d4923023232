CREATE MATERIALIZED TABLE dws.tags_mt
FRESHNESS = INTERVAL '1' HOUR
AS SELECT CAST(c.customer_id AS BIGINT) AS customer_id, t.tag, (SELECT MAX(name) FROM dim.customers) AS any_name
FROM ods.customers_cdc AS c CROSS JOIN UNNEST(c.tags) AS t (tag);
