-- @session lakehouse.default
-- @script 01_dwd.sql
CREATE DATABASE IF NOT EXISTS dwd;
CREATE MATERIALIZED TABLE dwd.order_detail (
    CONSTRAINT pk PRIMARY KEY (order_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' HOUR
AS SELECT ods.orders.order_id, ods.orders.user_id, `ods`.`orders`.`amount`
FROM ods.orders;
-- @script 02_dws.sql
CREATE DATABASE IF NOT EXISTS `dws`;
CREATE MATERIALIZED TABLE `dws`.`user_amount` (
    CONSTRAINT pk PRIMARY KEY (user_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' HOUR
AS SELECT dwd.order_detail.user_id,
          SUM(`dwd`.`order_detail`.`amount`) AS amount,
          COUNT(lakehouse.dwd.order_detail.order_id) AS orders,
          MAX(u.name) AS name
FROM dwd.order_detail
JOIN ods.users AS u ON dwd.order_detail.user_id = u.user_id
WHERE dwd /* layer */ . order_detail.amount > 0
GROUP BY dwd.order_detail.user_id;
INSERT INTO dws.user_amount
SELECT dws.user_amount.user_id, dws.user_amount.amount, dws.user_amount.orders, dws.user_amount.name
FROM dws.user_amount ORDER BY dws.user_amount.amount DESC;
