INSERT INTO dws.labels
SELECT CAST(c.customer_id AS BIGINT), t.tag FROM ods.customers_cdc AS c LEFT JOIN LATERAL UNNEST(c.tags) AS t (tag) ON TRUE;
