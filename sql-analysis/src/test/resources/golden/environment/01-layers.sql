-- @script 01_dwd.sql
-- DWD: the project's own layer; ods.* is written by ingestion, outside the project.
CREATE DATABASE IF NOT EXISTS dwd;

CREATE MATERIALIZED TABLE dwd.order_detail (
    CONSTRAINT pk PRIMARY KEY (ds, order_id) NOT ENFORCED
) PARTITIONED BY (ds)
FRESHNESS = INTERVAL '5' SECOND
AS SELECT o.ds, o.order_id, u.city, o.amount
FROM ods.orders AS o
JOIN `ods`.`users` AS u ON o.user_id = u.user_id;
-- @script 02_dws.sql
CREATE DATABASE IF NOT EXISTS `dws`;
CREATE MATERIALIZED TABLE `dws`.`city gmv`
FRESHNESS = INTERVAL '1' DAY
AS SELECT ds, city, SUM(amount) AS gmv
FROM dwd /* the detail layer */ .order_detail
GROUP BY ds, city;
CREATE VIEW dws.top_city AS
WITH ranked AS (SELECT city, gmv, ROW_NUMBER() OVER (ORDER BY gmv DESC) AS rn FROM dws.`city gmv`)
SELECT city, gmv FROM ranked WHERE rn = 1;
ALTER MATERIALIZED TABLE dws.`city gmv` REFRESH PARTITION (ds = '2024-06-01');
SELECT * FROM lake.dws.`city gmv$snapshots`;
