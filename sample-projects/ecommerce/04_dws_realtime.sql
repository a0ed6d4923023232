-- DWS, real time: what each customer has bought so far, seconds behind the shop.
-- CONTINUOUS (10 s freshness): a streaming aggregation over the DWD changes. The primary key makes
-- the Paimon table accept updates; an aggregate without one would be append-only and fail.
CREATE DATABASE IF NOT EXISTS dws;

CREATE MATERIALIZED TABLE dws.user_summary (
    CONSTRAINT pk PRIMARY KEY (user_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '10' SECOND
AS SELECT
    user_id,
    MAX(user_name) AS user_name,
    MAX(city) AS city,
    COUNT(DISTINCT order_id) AS orders,
    SUM(amount) AS gmv,
    MAX(order_time) AS last_order_time
FROM dwd.order_detail
WHERE status = 'PAID'
GROUP BY user_id;
