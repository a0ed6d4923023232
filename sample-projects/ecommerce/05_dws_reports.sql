-- DWS, reports: cheaper, scheduled batch refreshes for numbers read once an hour or once a day.
-- Freshness above 30 minutes gives FULL refresh mode: the gateway's scheduler runs a batch job per
-- period. The date formatter tells it which ds partition a run refreshes, so each run rewrites only
-- the current day, and a past day can be backfilled with ALTER MATERIALIZED TABLE ... REFRESH PARTITION.

-- GMV per item and hour of the day, refreshed every hour.
CREATE MATERIALIZED TABLE dws.item_gmv_hourly (
    CONSTRAINT pk PRIMARY KEY (ds, hr, item_id) NOT ENFORCED
) PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' HOUR
AS SELECT
    ds,
    HOUR(order_time) AS hr,
    item_id,
    MAX(item_name) AS item_name,
    SUM(quantity) AS units,
    SUM(amount) AS gmv
FROM dwd.order_detail
WHERE status = 'PAID'
GROUP BY ds, HOUR(order_time), item_id;

-- GMV per category and day, refreshed once a day.
CREATE MATERIALIZED TABLE dws.category_gmv_daily (
    CONSTRAINT pk PRIMARY KEY (ds, category) NOT ENFORCED
) PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' DAY
AS SELECT
    ds,
    category,
    COUNT(DISTINCT order_id) AS orders,
    SUM(quantity) AS units,
    SUM(amount) AS gmv
FROM dwd.order_detail
WHERE status = 'PAID'
GROUP BY ds, category;

-- The three best-selling items of each day (a top-N over the daily item GMV).
CREATE MATERIALIZED TABLE dws.top_items_daily (
    CONSTRAINT pk PRIMARY KEY (ds, rank_no) NOT ENFORCED
) PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
FRESHNESS = INTERVAL '1' DAY
AS SELECT ds, rank_no, item_id, item_name, gmv
FROM (
    SELECT ds, item_id, item_name, gmv,
           ROW_NUMBER() OVER (PARTITION BY ds ORDER BY gmv DESC, item_id) AS rank_no
    FROM (
        SELECT ds, item_id, MAX(item_name) AS item_name, SUM(amount) AS gmv
        FROM dwd.order_detail
        WHERE status = 'PAID'
        GROUP BY ds, item_id
    )
)
WHERE rank_no <= 3;
