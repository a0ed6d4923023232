-- @script 01_dwd.sql
CREATE DATABASE IF NOT EXISTS dev_dwd;
CREATE MATERIALIZED TABLE dev_dwd.order_detail (
    CONSTRAINT pk PRIMARY KEY (order_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' HOUR
AS SELECT ods.orders.order_id, ods.orders.user_id, `ods`.`orders`.`amount`
FROM ods.orders;
-- @script 02_dws.sql
CREATE DATABASE IF NOT EXISTS `dev_dws`;
CREATE MATERIALIZED TABLE `dev_dws`.`user_amount` (
    CONSTRAINT pk PRIMARY KEY (user_id) NOT ENFORCED
)
FRESHNESS = INTERVAL '1' HOUR
AS SELECT dev_dwd.order_detail.user_id,
          SUM(`dev_dwd`.`order_detail`.`amount`) AS amount,
          COUNT(lakehouse.dev_dwd.order_detail.order_id) AS orders,
          MAX(u.name) AS name
FROM dev_dwd.order_detail
JOIN ods.users AS u ON dev_dwd.order_detail.user_id = u.user_id
WHERE dev_dwd /* layer */ . order_detail.amount > 0
GROUP BY dev_dwd.order_detail.user_id;
INSERT INTO dev_dws.user_amount
SELECT dev_dws.user_amount.user_id, dev_dws.user_amount.amount, dev_dws.user_amount.orders, dev_dws.user_amount.name
FROM dev_dws.user_amount ORDER BY dev_dws.user_amount.amount DESC;

-- @tables
--   lakehouse.dwd.order_detail -> lakehouse.dev_dwd.order_detail
--   lakehouse.dws.user_amount -> lakehouse.dev_dws.user_amount
-- @databases
--   lakehouse.dwd -> lakehouse.dev_dwd
--   lakehouse.dws -> lakehouse.dev_dws
-- @problems
