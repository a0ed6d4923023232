-- A VIEWER may read the lakehouse: queries, SHOW, DESCRIBE, EXPLAIN and USE; nothing that writes,
-- creates or changes a setting.

-- expect: allowed
SELECT * FROM lakehouse.ods.orders WHERE amount > 10;

-- expect: allowed
WITH t AS (SELECT customer_id, amount FROM lakehouse.ods.orders) SELECT customer_id, SUM(amount) FROM t GROUP BY customer_id;

-- expect: allowed
SHOW TABLES;

-- expect: allowed
SHOW CREATE TABLE lakehouse.ods.orders;

-- expect: allowed
DESCRIBE lakehouse.ods.orders;

-- expect: allowed
EXPLAIN SELECT * FROM lakehouse.ods.orders;

-- expect: allowed
USE CATALOG lakehouse;

-- expect: allowed
USE ods;

-- expect: allowed
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('scan.snapshot-id' = '1') */;

-- expect: READ_ONLY
INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders;

-- expect: READ_ONLY
CREATE TEMPORARY TABLE t (a INT) WITH ('connector' = 'datagen');

-- expect: READ_ONLY
CREATE TEMPORARY VIEW v AS SELECT * FROM lakehouse.ods.orders;

-- expect: READ_ONLY
SET 'execution.runtime-mode' = 'batch';

-- expect: READ_ONLY
RESET;

-- expect: READ_ONLY
CALL sys.drop_partition(`table` => 'ods.orders', partitions => 'dt=2024-01-01');

-- expect: READ_ONLY
EXPLAIN PLAN FOR INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders;

-- expect: READ_ONLY
EXECUTE STATEMENT SET BEGIN INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders; END;

-- expect: READ_ONLY
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue REFRESH PARTITION (ds = '2024-01-01');

-- expect: READ_ONLY
DROP TABLE lakehouse.ods.orders;

-- expect: READ_ONLY
ADD JAR '/tmp/x.jar';

-- expect: CONNECTOR
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('connector' = 'filesystem') */;

-- expect: PATH
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/passwd') */;

-- expect: CATALOG
SHOW CREATE CATALOG lakehouse;

-- expect: NAME
SELECT * FROM lakehouse.`..`.orders;

-- expect: NAME
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('scan.tag-name' = '../../../secret.key') */;

-- expect: FUNCTION
SELECT lakehouse.sys.path_to_descriptor('file:///home/freshet/.freshet/secret.key');

-- expect: READ_ONLY
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue SUSPEND;
