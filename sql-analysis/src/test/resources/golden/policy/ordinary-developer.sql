-- Ordinary statements a DEVELOPER runs every day: none may be refused. The warehouse is
-- file:///home/freshet/.freshet/flink/warehouse. "-- expect: allowed" before each case.

-- expect: allowed
CREATE TEMPORARY TABLE orders_kafka (
  order_id BIGINT,
  customer_id INT,
  amount DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'freshet',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json',
  'json.ignore-parse-errors' = 'true'
);

-- expect: allowed
CREATE TEMPORARY TABLE orders_secure (order_id BIGINT) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka:9093',
  'properties.security.protocol' = 'SASL_SSL',
  'properties.sasl.mechanism' = 'SCRAM-SHA-512',
  'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.scram.ScramLoginModule required username="app" password="s;cret";',
  'properties.ssl.endpoint.identification.algorithm' = 'https',
  'format' = 'avro',
  'sink.partitioner' = 'round-robin',
  'sink.delivery-guarantee' = 'at-least-once'
);

-- expect: allowed
CREATE TEMPORARY TABLE orders_plain_login (order_id BIGINT) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9093',
  'properties.sasl.mechanism' = 'PLAIN',
  'properties.sasl.jaas.config' = 'org.apache.flink.kafka.shaded.org.apache.kafka.common.security.plain.PlainLoginModule required username="a" password="b";',
  'properties.ssl.truststore.location' = '/home/freshet/.freshet/flink/warehouse/certs/truststore.jks',
  'properties.ssl.truststore.password' = 'changeit',
  'format' = 'json');

-- expect: allowed
CREATE TEMPORARY TABLE logs_by_pattern (line STRING) WITH (
  'connector' = 'kafka',
  'topic-pattern' = 'logs\..*',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'logs',
  'properties.partition.assignment.strategy' = 'org.apache.kafka.clients.consumer.CooperativeStickyAssignor',
  'format' = 'raw');

-- expect: allowed
CREATE TEMPORARY TABLE customer_latest (
  customer_id INT,
  name STRING,
  PRIMARY KEY (customer_id) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'customers',
  'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'value.fields-include' = 'EXCEPT_KEY'
);

-- expect: allowed
CREATE TEMPORARY TABLE customers_pg (
  customer_id INT,
  name STRING,
  country STRING,
  PRIMARY KEY (customer_id) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/shop?sslmode=require&currentSchema=sales&ApplicationName=freshet',
  'driver' = 'org.postgresql.Driver',
  'table-name' = 'customers',
  'username' = 'reader',
  'password' = 'secret',
  'lookup.cache' = 'PARTIAL',
  'lookup.partial-cache.max-rows' = '10000',
  'lookup.partial-cache.expire-after-write' = '10 min'
);

-- expect: allowed
CREATE TEMPORARY TABLE products_mysql (product_id INT, title STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://mysql:3306/shop?useSSL=true&serverTimezone=UTC',
  'table-name' = 'products',
  'scan.fetch-size' = '500');

-- expect: allowed
CREATE TEMPORARY TABLE orders_gen (
  order_id BIGINT,
  customer_id INT,
  amount DECIMAL(10, 2),
  ts AS LOCALTIMESTAMP
) WITH (
  'connector' = 'datagen',
  'rows-per-second' = '10',
  'fields.order_id.kind' = 'sequence',
  'fields.order_id.start' = '1',
  'fields.order_id.end' = '100000',
  'fields.customer_id.min' = '1',
  'fields.customer_id.max' = '50'
);

-- expect: allowed
CREATE TEMPORARY TABLE debug_out (order_id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'print', 'print-identifier' = 'dbg');

-- expect: allowed
CREATE TEMPORARY TABLE nowhere (order_id BIGINT) WITH ('connector' = 'blackhole');

-- expect: allowed
CREATE TEMPORARY TABLE exports (
  order_id BIGINT,
  amount DECIMAL(10, 2),
  dt STRING
) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 'file:///home/freshet/.freshet/flink/warehouse/exports/orders',
  'format' = 'csv',
  'sink.rolling-policy.file-size' = '128MB',
  'sink.rolling-policy.rollover-interval' = '30 min',
  'sink.partition-commit.trigger' = 'process-time',
  'sink.partition-commit.policy.kind' = 'success-file',
  'sink.partition-commit.success-file.name' = '_DONE',
  'partition.default-name' = '__DEFAULT__'
);

-- expect: allowed
CREATE TEMPORARY TABLE exports_plain_path (line STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/home/freshet/.freshet/flink/warehouse/exports/raw',
  'format' = 'raw',
  'source.path.regex-pattern' = '.*\.txt',
  'source.monitor-interval' = '10 s');

-- expect: allowed
CREATE TEMPORARY TABLE exports_localhost (line STRING) WITH (
  'connector' = 'filesystem',
  'path' = 'file://localhost/home/freshet/.freshet/flink/warehouse/exports/./raw/',
  'format' = 'raw');

-- expect: allowed
CREATE TEMPORARY TABLE exports_short_scheme (line STRING) WITH (
  'connector' = 'filesystem',
  'path' = 'file:/home/freshet/.freshet/flink/warehouse/exports/a/../b',
  'format' = 'raw');

-- expect: allowed
CREATE TABLE lakehouse.ods.events (
  event_id BIGINT NOT NULL,
  user_id INT,
  payload STRING,
  dt STRING,
  PRIMARY KEY (event_id, dt) NOT ENFORCED
) PARTITIONED BY (dt) WITH (
  'bucket' = '4',
  'merge-engine' = 'deduplicate',
  'changelog-producer' = 'lookup',
  'file.format' = 'orc',
  'file.compression' = 'zstd',
  'snapshot.time-retained' = '1 h',
  'partition.expiration-time' = '30 d',
  'partition.timestamp-formatter' = 'yyyy-MM-dd',
  'index-file-in-data-file-dir' = 'true',
  'data-file.path-directory' = 'data',
  'target-file-size' = '256 mb',
  'sequence.field' = 'event_id'
);

-- expect: allowed
CREATE TABLE lakehouse.ods.events_external (event_id BIGINT) WITH (
  'data-file.external-paths' = 'file:///home/freshet/.freshet/flink/warehouse/external/a,file:///home/freshet/.freshet/flink/warehouse/external/b',
  'data-file.external-paths.strategy' = 'round-robin');

-- expect: allowed
CREATE TABLE lakehouse.ods.events_copy WITH ('bucket' = '2') LIKE lakehouse.ods.events (EXCLUDING OPTIONS);

-- expect: allowed
CREATE TABLE lakehouse.ods.paid_orders WITH ('bucket' = '2') AS SELECT * FROM lakehouse.ods.orders WHERE status = 'PAID';

-- expect: allowed
CREATE DATABASE IF NOT EXISTS lakehouse.sandbox COMMENT 'experiments';

-- expect: allowed
USE CATALOG lakehouse;

-- expect: allowed
USE sandbox;

-- expect: allowed
ALTER TABLE lakehouse.ods.events SET ('snapshot.num-retained.max' = '50', 'sink.parallelism' = '2');

-- expect: allowed
ALTER TABLE lakehouse.ods.events RESET ('snapshot.num-retained.max');

-- expect: allowed
ALTER TABLE lakehouse.ods.events ADD (note STRING COMMENT 'free text');

-- expect: allowed
ALTER TABLE lakehouse.ods.events_copy RENAME TO lakehouse.ods.events_copy2;

-- expect: allowed
INSERT INTO lakehouse.ods.events SELECT order_id, customer_id, CAST(amount AS STRING), '2024-01-01' FROM orders_gen;

-- expect: allowed
INSERT OVERWRITE lakehouse.ods.events PARTITION (dt = '2024-01-01') SELECT event_id, user_id, payload FROM lakehouse.ods.events WHERE dt = '2024-01-01';

-- expect: allowed
SELECT * FROM orders_kafka /*+ OPTIONS('scan.startup.mode' = 'latest-offset', 'properties.group.id' = 'adhoc') */;

-- expect: allowed
SELECT * FROM lakehouse.ods.events /*+ OPTIONS('scan.snapshot-id' = '3', 'consumer-id' = 'adhoc') */ WHERE user_id = 7;

-- expect: allowed
SELECT /*+ LOOKUP('table' = 'c', 'retry-predicate' = 'lookup_miss', 'retry-strategy' = 'fixed_delay', 'fixed-delay' = '1s', 'max-attempts' = '3') */
  o.order_id, c.name
FROM orders_kafka AS o
JOIN customers_pg FOR SYSTEM_TIME AS OF o.order_time AS c ON o.customer_id = c.customer_id;

-- expect: allowed
WITH big AS (SELECT * FROM orders_gen /*+ OPTIONS('rows-per-second' = '100') */ WHERE amount > 100)
SELECT customer_id, COUNT(*) AS n FROM big GROUP BY customer_id;

-- expect: allowed
SELECT window_start, window_end, SUM(amount) AS total
FROM TABLE(TUMBLE(TABLE orders_kafka, DESCRIPTOR(order_time), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end;

-- expect: allowed
CREATE TEMPORARY VIEW big_orders AS SELECT * FROM orders_kafka /*+ OPTIONS('scan.startup.mode' = 'earliest-offset') */ WHERE amount > 100;

-- expect: allowed
BEGIN STATEMENT SET;

-- expect: allowed
INSERT INTO debug_out SELECT order_id, amount FROM orders_gen;

-- expect: allowed
INSERT INTO nowhere SELECT order_id FROM orders_gen;

-- expect: allowed
END;

-- expect: allowed
EXECUTE STATEMENT SET BEGIN
INSERT INTO debug_out SELECT order_id, amount FROM orders_gen;
INSERT INTO exports SELECT order_id, amount, '2024-01-01' FROM orders_gen;
END;

-- expect: allowed
EXPLAIN SELECT * FROM lakehouse.ods.events WHERE dt = '2024-01-01';

-- expect: allowed
EXPLAIN PLAN FOR INSERT INTO nowhere SELECT order_id FROM orders_gen;

-- expect: allowed
CREATE MATERIALIZED TABLE lakehouse.dws.customer_revenue (
  PRIMARY KEY (customer_id) NOT ENFORCED
)
PARTITIONED BY (ds)
WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd', 'bucket' = '2')
FRESHNESS = INTERVAL '1' HOUR
REFRESH_MODE = FULL
AS SELECT COALESCE(customer_id, 0) AS customer_id, DATE_FORMAT(order_time, 'yyyy-MM-dd') AS ds, SUM(amount) AS revenue
FROM lakehouse.ods.orders
GROUP BY COALESCE(customer_id, 0), DATE_FORMAT(order_time, 'yyyy-MM-dd');

-- expect: allowed
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue REFRESH PARTITION (ds = '2024-01-01');

-- expect: allowed
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue SUSPEND;

-- expect: allowed
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue RESUME WITH ('sink.parallelism' = '2');

-- expect: allowed
SET 'execution.runtime-mode' = 'batch';

-- expect: allowed
SET 'table.exec.sink.upsert-materialize' = 'NONE';

-- expect: allowed
SET 'table.exec.mini-batch.enabled' = 'true';

-- expect: allowed
SET 'table.exec.state.ttl' = '1 d';

-- expect: allowed
SET 'parallelism.default' = '2';

-- expect: allowed
SET 'pipeline.name' = 'adhoc report';

-- expect: allowed
SET 'table.local-time-zone' = 'Europe/Amsterdam';

-- expect: allowed
SET 'sql-client.execution.result-mode' = 'tableau';

-- expect: allowed
RESET 'execution.runtime-mode';

-- expect: allowed
RESET;

-- expect: allowed
CALL sys.drop_partition(`table` => 'ods.events', partitions => 'dt=2024-01-01;dt=2024-01-02');

-- expect: allowed
CALL lakehouse.sys.compact(`table` => 'ods.events', options => 'sink.parallelism=2,compaction.file-num-limit=10');

-- expect: allowed
CALL sys.create_tag('ods.events', 'before-backfill', 3);

-- expect: allowed
CALL sys.expire_snapshots(`table` => 'ods.events', retain_max => 5);

-- expect: allowed
SHOW TABLES;

-- expect: allowed
SHOW CREATE TABLE lakehouse.ods.events;

-- expect: allowed
DESCRIBE lakehouse.ods.events;

-- expect: allowed
DESC orders_kafka;

-- expect: allowed
SHOW JOBS;

-- expect: allowed
SHOW FUNCTIONS;

-- expect: allowed
SHOW JARS;

-- expect: allowed
DROP FUNCTION IF EXISTS lakehouse.ods.old_function;

-- expect: allowed
TRUNCATE TABLE lakehouse.ods.events_copy2;

-- expect: allowed
DROP TABLE IF EXISTS lakehouse.ods.events_copy2;

-- expect: allowed
DROP TEMPORARY VIEW IF EXISTS big_orders;

-- expect: allowed
DROP DATABASE IF EXISTS lakehouse.sandbox CASCADE;

-- expect: allowed
VALUES (1, 'a'), (2, 'b');

-- expect: allowed
CREATE TEMPORARY TABLE src_orders (order_id BIGINT NOT NULL, status STRING, PRIMARY KEY (order_id) NOT ENFORCED) WITH (
  'connector' = 'postgres-cdc',
  'hostname' = 'db.example.com',
  'port' = '5432',
  'username' = 'replicator',
  'password' = 'secret',
  'database-name' = 'shop',
  'schema-name' = 'public',
  'table-name' = 'orders',
  'slot.name' = 'freshet_shop_orders',
  'decoding.plugin.name' = 'pgoutput',
  'debezium.publication.name' = 'freshet_shop_orders',
  'debezium.publication.autocreate.mode' = 'filtered'
);

-- expect: allowed
CREATE TEMPORARY TABLE src_users (user_id BIGINT NOT NULL, PRIMARY KEY (user_id) NOT ENFORCED) WITH (
  'connector' = 'mysql-cdc',
  'hostname' = 'db.example.com',
  'port' = '3306',
  'username' = 'replicator',
  'password' = 'secret',
  'database-name' = 'shop',
  'table-name' = 'users',
  'server-id' = '5400-5404'
);

-- ---- Issue 32: maintenance procedures with plain arguments, positional and named ----

-- expect: allowed
CALL sys.compact('ods.events');

-- expect: allowed
CALL sys.compact(`table` => 'ods.events', partitions => 'dt=2024-01-01');

-- expect: allowed
CALL sys.compact(`table` => 'ods.events', order_strategy => 'zorder', order_by => 'user_id,event_id');

-- expect: allowed
CALL sys.compact(`table` => 'ods.events', `where` => 'dt > ''2024-01-01''');

-- expect: allowed
CALL sys.compact('ods.events', 'dt=2024-01-01', '', '', 'sink.parallelism=2');

-- expect: allowed
CALL sys.expire_snapshots('ods.events', 10);

-- expect: allowed
CALL sys.expire_snapshots(`table` => 'ods.events', older_than => '2024-01-01 00:00:00', max_deletes => 100);

-- expect: allowed
CALL sys.expire_partitions(`table` => 'ods.events', expiration_time => '30 d', timestamp_formatter => 'yyyy-MM-dd');

-- expect: allowed
CALL sys.create_tag(`table` => 'ods.events', tag => 'release-2024-01', snapshot_id => 3);

-- expect: allowed
CALL sys.create_tag('ods.events', '2024-01-01 10', 5, '7 d');

-- expect: allowed
CALL sys.create_tag_from_timestamp('ods.events', 'nightly', 1700000000000);

-- expect: allowed
CALL sys.rename_tag('ods.events', 'nightly', 'nightly_old');

-- expect: allowed
CALL sys.delete_tag('ods.events', 'nightly_old,release-2024-01');

-- expect: allowed
CALL sys.rollback_to(`table` => 'ods.events', tag => 'before-backfill');

-- expect: allowed
CALL sys.rollback_to('ods.events', '', 3);

-- expect: allowed
CALL sys.rollback_to_timestamp('ods.events', 1700000000000);

-- expect: allowed
CALL sys.expire_tags('ods.events', '2024-01-01 00:00:00');

-- expect: allowed
CALL sys.create_branch('ods.events', 'dev');

-- expect: allowed
CALL sys.create_branch(`table` => 'ods.events', branch => 'from_tag', tag => 'before-backfill');

-- expect: allowed
CALL sys.fast_forward('ods.events', 'dev');

-- expect: allowed
CALL lakehouse.sys.delete_branch(`table` => 'ods.events', branch => 'from_tag');

-- expect: allowed
CALL sys.mark_partition_done('ods.events', 'dt=2024-01-01');

-- expect: allowed
CALL sys.rewrite_file_index('ods.events');

-- expect: allowed
CALL sys.compact(`table` => 'ods.events$branch_dev');

-- ---- Branches, tags, renames and non-ASCII names ----

-- expect: allowed
SELECT * FROM lakehouse.ods.`events$branch_dev`;

-- expect: allowed
INSERT INTO lakehouse.ods.`events$branch_dev` SELECT * FROM lakehouse.ods.events;

-- expect: allowed
SELECT * FROM lakehouse.ods.events /*+ OPTIONS('scan.tag-name' = 'before-backfill') */;

-- expect: allowed
SELECT * FROM lakehouse.ods.events /*+ OPTIONS('branch' = 'dev', 'consumer-id' = 'etl_1') */;

-- expect: allowed
SELECT * FROM lakehouse.ods.events /*+ OPTIONS('incremental-between' = 'nightly,before-backfill') */;

-- expect: allowed
SELECT snapshot_id, commit_time FROM lakehouse.ods.`events$snapshots`;

-- expect: allowed
ALTER TABLE lakehouse.ods.events RENAME TO lakehouse.ods.events_renamed;

-- expect: allowed
ALTER TABLE lakehouse.ods.events_renamed RENAME TO lakehouse.ods.`订单_明细`;

-- expect: allowed
CREATE DATABASE IF NOT EXISTS lakehouse.`销售`;

-- expect: allowed
CREATE TABLE lakehouse.`销售`.`订单_明细` (`订单号` BIGINT, `金额` DECIMAL(10, 2)) WITH ('bucket' = '2');

-- expect: allowed
SELECT `订单号`, `金额` FROM lakehouse.`销售`.`订单_明细`;

-- expect: allowed
CREATE VIEW lakehouse.`销售`.`大订单` AS SELECT * FROM lakehouse.`销售`.`订单_明细` WHERE `金额` > 100;

-- expect: allowed
ALTER VIEW lakehouse.`销售`.`大订单` RENAME TO lakehouse.`销售`.`大订单_v2`;

-- expect: allowed
USE lakehouse.`销售`;

-- expect: allowed
INSERT INTO lakehouse.ods.events PARTITION (dt = '2024-01-01 10:00:00') SELECT event_id, user_id, payload FROM lakehouse.ods.events;

-- expect: allowed
ALTER TABLE lakehouse.ods.events ADD PARTITION (dt = '2024-01-02');

-- expect: allowed
ALTER TABLE lakehouse.ods.events DROP PARTITION (dt = '2024-01-02');

-- ---- Allow-listed options with their value rules ----

-- expect: allowed
CREATE TABLE lakehouse.ods.done (a INT, dt STRING) PARTITIONED BY (dt) WITH (
  'partition.mark-done-action' = 'success-file,done-partition',
  'partition.idle-time-to-done' = '1 h');

-- expect: allowed
ALTER TABLE lakehouse.ods.events SET ('tag.automatic-creation' = 'process-time', 'tag.creation-period' = 'daily',
  'tag.num-retained-max' = '7');

-- expect: allowed
CREATE TABLE lakehouse.ods.totals (k INT NOT NULL, total BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH (
  'merge-engine' = 'aggregation', 'fields.total.aggregate-function' = 'sum',
  'file-index.bloom-filter.columns' = 'k', 'deletion-vectors.enabled' = 'true');

-- expect: allowed
SET 'pipeline.name' = 'nightly 订单 job';

-- expect: allowed
SELECT UPPER(payload), JSON_VALUE(payload, '$.a'), DATE_FORMAT(CURRENT_TIMESTAMP, 'yyyy-MM-dd') FROM lakehouse.ods.events;

-- expect: allowed
USE lakehouse.ods;
