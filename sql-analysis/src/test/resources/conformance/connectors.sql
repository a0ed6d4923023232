-- Real-connector conformance corpus: scripts separated by '-- === <name>' lines. Each script runs on its own
-- fresh planner (module: both tiers; reference: a plain TableEnvironment with the same real connectors).
-- Markers: a line ending in '-- error' is where the module's ERROR must start (and Flink must reject that
-- statement); a line ending in '-- warning' is where the module's WARNING must start (Flink accepts it).
-- Unmarked statements must be accepted by Flink and by the module, without warnings. File paths lie inside the
-- default warehouse so that the statement policy allows every statement (PolicyCorpusTest).

-- === metadata-kafka-timestamp-virtual
CREATE TABLE events (
  id BIGINT,
  payload STRING,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'kafka', 'topic' = 'events', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
SELECT id, ts FROM events WHERE ts > TIMESTAMP '2024-01-01 00:00:00';
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;

-- === metadata-kafka-partition-offset-topic
CREATE TABLE events (
  id BIGINT,
  `partition` INT METADATA VIRTUAL,
  `offset` BIGINT METADATA VIRTUAL,
  src_topic STRING METADATA FROM 'topic' VIRTUAL,
  leader_epoch INT METADATA FROM 'leader-epoch' VIRTUAL
) WITH ('connector' = 'kafka', 'topic' = 'events', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'properties.group.id' = 'g1');
SELECT id, `partition`, `offset`, src_topic, leader_epoch FROM events;

-- === metadata-kafka-write-headers-and-timestamp
CREATE TABLE out_events (
  id BIGINT,
  headers MAP<STRING, BYTES> METADATA,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp'
) WITH ('connector' = 'kafka', 'topic' = 'out', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
CREATE TABLE src (id BIGINT, ts TIMESTAMP_LTZ(3)) WITH ('connector' = 'datagen');
INSERT INTO out_events SELECT id, MAP['origin', CAST('freshet' AS BYTES)], ts FROM src;

-- === metadata-kafka-offset-is-not-writable
CREATE TABLE out_events (
  id BIGINT,
  `offset` BIGINT METADATA -- warning
) WITH ('connector' = 'kafka', 'topic' = 'out', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO out_events SELECT id, id FROM src; -- error

-- === metadata-kafka-unknown-key
CREATE TABLE events (
  id BIGINT,
  created TIMESTAMP_LTZ(3) METADATA FROM 'ts_ms' VIRTUAL -- warning
) WITH ('connector' = 'kafka', 'topic' = 'events', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'scan.startup.mode' = 'latest-offset');
SELECT id, created FROM events; -- error

-- === metadata-kafka-wrong-type
CREATE TABLE events (
  id BIGINT,
  ts BOOLEAN METADATA FROM 'timestamp' VIRTUAL
) WITH ('connector' = 'kafka', 'topic' = 'events', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'scan.startup.mode' = 'latest-offset');
SELECT id, ts FROM events; -- error

-- === metadata-debezium-json-source-timestamp
CREATE TABLE orders_cdc (
  id BIGINT,
  amount DECIMAL(10, 2),
  origin_ts TIMESTAMP_LTZ(3) METADATA FROM 'value.source.timestamp' VIRTUAL,
  origin_table STRING METADATA FROM 'value.source.table' VIRTUAL,
  event_ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL
) WITH ('connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'debezium-json', 'scan.startup.mode' = 'earliest-offset');
SELECT id, amount, origin_ts, origin_table, event_ts FROM orders_cdc;

-- === metadata-canal-json-database-and-table
CREATE TABLE orders_cdc (
  id BIGINT,
  amount DECIMAL(10, 2),
  origin_database STRING METADATA FROM 'value.database' VIRTUAL,
  origin_table STRING METADATA FROM 'value.table' VIRTUAL
) WITH ('connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'canal-json', 'scan.startup.mode' = 'earliest-offset');
SELECT origin_database, origin_table, SUM(amount) FROM orders_cdc GROUP BY origin_database, origin_table;

-- === metadata-debezium-unknown-key
CREATE TABLE orders_cdc (
  id BIGINT,
  origin_ts TIMESTAMP_LTZ(3) METADATA FROM 'value.source.ts' VIRTUAL -- warning
) WITH ('connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'debezium-json', 'scan.startup.mode' = 'earliest-offset');
SELECT id, origin_ts FROM orders_cdc; -- error

-- === metadata-upsert-kafka-timestamp
CREATE TABLE profiles (
  user_id BIGINT,
  name STRING,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,
  PRIMARY KEY (user_id) NOT ENFORCED
) WITH ('connector' = 'upsert-kafka', 'topic' = 'profiles', 'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json', 'value.format' = 'json');
SELECT user_id, name, ts FROM profiles;

-- === metadata-filesystem-file-path
CREATE TABLE logs (
  line STRING,
  file_path STRING NOT NULL METADATA FROM 'file.path' VIRTUAL,
  file_size BIGINT NOT NULL METADATA FROM 'file.size' VIRTUAL
) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/logs', 'format' = 'raw');
SELECT file_path, COUNT(*) FROM logs GROUP BY file_path;

-- === metadata-datagen-cannot-read-metadata
CREATE TABLE src (
  id BIGINT,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL -- warning
) WITH ('connector' = 'datagen');
SELECT id, ts FROM src; -- error

-- === kafka-misspelt-option
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mod' = 'earliest-offset'); -- warning
SELECT id FROM events; -- error

-- === kafka-unknown-option
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json', 'scan.startup.mode' = 'earliest-offset',
  'retention' = '7d'); -- warning
SELECT id FROM events; -- error

-- === kafka-missing-bootstrap-servers
CREATE TABLE events (id BIGINT) WITH (
  'connector' = 'kafka', -- warning
  'topic' = 'events', 'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
SELECT id FROM events; -- error

-- === kafka-bad-startup-mode
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'earliest'); -- warning
SELECT id FROM events; -- error

-- === kafka-timestamp-mode-without-millis
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'timestamp'); -- warning
SELECT id FROM events; -- error

-- === kafka-timestamp-mode-with-millis
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'timestamp', 'scan.startup.timestamp-millis' = '1700000000000');
SELECT id FROM events;

-- === kafka-specific-offsets-missing
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'specific-offsets'); -- warning
SELECT id FROM events; -- error

-- === kafka-neither-startup-mode-nor-group-id
-- the kafka source checks this only when it is built for reading: no warning at CREATE (a sink needs neither)
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
SELECT id FROM events; -- error

-- === kafka-group-id-only
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json', 'properties.group.id' = 'freshet');
SELECT id FROM events;

-- === kafka-key-format-without-key-fields
CREATE TABLE events (id BIGINT, v STRING) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'scan.startup.mode' = 'earliest-offset',
  'key.format' = 'json', -- warning
  'value.format' = 'json');
SELECT id FROM events; -- error

-- === kafka-key-fields-without-key-format
CREATE TABLE events (id BIGINT, v STRING) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'scan.startup.mode' = 'earliest-offset',
  'key.fields' = 'id', -- warning
  'value.format' = 'json');
SELECT id FROM events; -- error

-- === kafka-key-and-value-formats
CREATE TABLE events (id BIGINT, v STRING) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'scan.startup.mode' = 'earliest-offset',
  'key.format' = 'json', 'key.fields' = 'id', 'value.format' = 'json', 'value.fields-include' = 'EXCEPT_KEY');
SELECT id, v FROM events;

-- === kafka-primary-key-not-supported
CREATE TABLE events (id BIGINT, v STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'kafka',
  'topic' = 'events', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', -- warning
  'scan.startup.mode' = 'earliest-offset');
SELECT id FROM events; -- error

-- === kafka-unknown-format
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'jsn', -- warning
  'scan.startup.mode' = 'earliest-offset');
SELECT id FROM events; -- error

-- === kafka-json-bad-timestamp-format
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json', 'scan.startup.mode' = 'earliest-offset',
  'json.timestamp-format.standard' = 'RFC-3339'); -- warning
SELECT id FROM events; -- error

-- === kafka-json-bad-boolean
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json', 'scan.startup.mode' = 'earliest-offset',
  'json.ignore-parse-errors' = 'yes'); -- warning
SELECT id FROM events; -- error

-- === kafka-exactly-once-without-prefix
CREATE TABLE out_events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once'); -- warning
CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO out_events SELECT id FROM src; -- error

-- === kafka-bad-sink-partitioner
CREATE TABLE out_events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'sink.partitioner' = 'by-key-please'); -- warning
CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO out_events SELECT id FROM src; -- error

-- === kafka-csv-sink-valid
CREATE TABLE out_events (id BIGINT, name STRING) WITH ('connector' = 'kafka', 'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'csv', 'csv.field-delimiter' = ';');
CREATE TABLE src (id BIGINT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO out_events SELECT id, name FROM src;

-- === upsert-kafka-without-primary-key-read
CREATE TABLE profiles (user_id BIGINT, name STRING) WITH ('connector' = 'upsert-kafka', -- warning
  'topic' = 'profiles', 'properties.bootstrap.servers' = 'localhost:9092', 'key.format' = 'json',
  'value.format' = 'json');
SELECT user_id, name FROM profiles; -- error

-- === upsert-kafka-without-primary-key-write
CREATE TABLE totals (user_id BIGINT, n BIGINT) WITH ('connector' = 'upsert-kafka', -- warning
  'topic' = 'totals', 'properties.bootstrap.servers' = 'localhost:9092', 'key.format' = 'json',
  'value.format' = 'json');
CREATE TABLE clicks (user_id BIGINT, url STRING) WITH ('connector' = 'datagen');
INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id; -- error

-- === upsert-kafka-aggregate-valid
CREATE TABLE totals (user_id BIGINT, n BIGINT, PRIMARY KEY (user_id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'totals', 'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE clicks (user_id BIGINT, url STRING) WITH ('connector' = 'datagen');
INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;

-- === upsert-kafka-missing-key-format
CREATE TABLE profiles (user_id BIGINT, name STRING, PRIMARY KEY (user_id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', -- warning
  'topic' = 'profiles', 'properties.bootstrap.servers' = 'localhost:9092', 'value.format' = 'json');
SELECT user_id, name FROM profiles; -- error

-- === upsert-kafka-startup-mode-not-supported
CREATE TABLE profiles (user_id BIGINT, name STRING, PRIMARY KEY (user_id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'profiles', 'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json', 'value.format' = 'json',
  'scan.startup.mode' = 'earliest-offset'); -- warning
SELECT user_id, name FROM profiles; -- error

-- === jdbc-read-valid
CREATE TABLE customers (id BIGINT, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'customers', 'username' = 'shop',
  'password' = 'secret');
SELECT id, name FROM customers WHERE name LIKE 'A%';

-- === jdbc-username-without-password
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'customers',
  'username' = 'shop'); -- warning
SELECT id, name FROM customers; -- error

-- === jdbc-missing-table-name
CREATE TABLE customers (id BIGINT, name STRING) WITH (
  'connector' = 'jdbc', -- warning
  'url' = 'jdbc:postgresql://localhost:5432/shop');
SELECT id, name FROM customers; -- error

-- === jdbc-missing-url
CREATE TABLE customers (id BIGINT, name STRING) WITH (
  'connector' = 'jdbc', -- warning
  'table-name' = 'customers');
SELECT id, name FROM customers; -- error

-- === jdbc-no-dialect-for-url
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:oracle:thin:@localhost:1521/shop', -- warning
  'table-name' = 'customers');
SELECT id, name FROM customers; -- error

-- === jdbc-bad-lookup-cache
CREATE TABLE customers (id BIGINT, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'customers',
  'lookup.cache' = 'EVERYTHING'); -- warning
SELECT id, name FROM customers; -- error

-- === jdbc-partitioned-scan-incomplete
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'customers',
  'scan.partition.column' = 'id', -- warning
  'scan.partition.num' = '4');
SELECT id, name FROM customers; -- error

-- === jdbc-bad-buffer-rows
CREATE TABLE totals (id BIGINT, n BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'totals',
  'sink.buffer-flush.max-rows' = 'many'); -- warning
CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id; -- error

-- === jdbc-aggregate-with-primary-key-valid
CREATE TABLE totals (id BIGINT, n BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'totals');
CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;

-- === jdbc-aggregate-without-primary-key
CREATE TABLE totals (id BIGINT, n BIGINT) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'totals');
CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id; -- error

-- === filesystem-missing-format
CREATE TABLE logs (line STRING) WITH (
  'connector' = 'filesystem', -- warning
  'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/logs');
SELECT line FROM logs; -- error

-- === filesystem-missing-path
CREATE TABLE logs (line STRING) WITH (
  'connector' = 'filesystem', -- warning
  'format' = 'raw');
SELECT line FROM logs; -- error

-- === filesystem-csv-bad-delimiter
CREATE TABLE logs (a STRING, b STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/logs',
  'format' = 'csv',
  'csv.field-delimiter' = '||'); -- warning
SELECT a, b FROM logs; -- error

-- === filesystem-csv-unknown-format-option-accepted
-- the filesystem connector hands format options to the format unchecked: Flink accepts this
CREATE TABLE logs (a STRING, b STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/logs',
  'format' = 'csv', 'csv.delimiter' = ';');
SELECT a, b FROM logs;

-- === filesystem-json-partitioned-valid
CREATE TABLE daily (id BIGINT, amount DECIMAL(10, 2), ds STRING) PARTITIONED BY (ds) WITH (
  'connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/daily', 'format' = 'json',
  'sink.partition-commit.policy.kind' = 'success-file');
CREATE TABLE src (id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'datagen');
INSERT INTO daily SELECT id, amount, '2024-01-01' FROM src;
INSERT INTO daily PARTITION (ds = '2024-01-02') SELECT id, amount FROM src;

-- === filesystem-unknown-format
CREATE TABLE logs (a STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/logs',
  'format' = 'parket'); -- warning
SELECT a FROM logs; -- error

-- === filesystem-raw-two-columns
-- the raw format checks its columns only when the source builds its decoder: no warning at CREATE
CREATE TABLE logs (a STRING, b STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/logs',
  'format' = 'raw');
SELECT a, b FROM logs; -- error

-- === filesystem-debezium-json-changelog-valid
CREATE TABLE orders_cdc (id BIGINT, customer_id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'filesystem',
  'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/orders', 'format' = 'debezium-json');
SELECT customer_id, SUM(amount) FROM orders_cdc GROUP BY customer_id;

-- === datagen-unknown-field-option
CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen',
  'fields.nope.min' = '1'); -- warning
SELECT id FROM src; -- error

-- === datagen-bad-rows-per-second
CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen',
  'rows-per-second' = 'fast'); -- warning
SELECT id FROM src; -- error

-- === datagen-sequence-without-bounds
CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen',
  'fields.id.kind' = 'sequence'); -- warning
SELECT id FROM src; -- error

-- === datagen-valid-options
CREATE TABLE src (id BIGINT, name STRING) WITH ('connector' = 'datagen', 'rows-per-second' = '5',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '100', 'fields.name.length' = '8');
SELECT id, name FROM src;

-- === print-accepts-updates
CREATE TABLE console (user_id BIGINT, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'totals');
CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO console SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;

-- === blackhole-accepts-updates
CREATE TABLE nowhere (user_id BIGINT, n BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO nowhere SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;

-- === blackhole-cannot-be-read
CREATE TABLE nowhere (user_id BIGINT) WITH ('connector' = 'blackhole');
SELECT user_id FROM nowhere; -- error

-- === changelog-aggregate-into-kafka
CREATE TABLE totals (user_id BIGINT, n BIGINT) WITH ('connector' = 'kafka', 'topic' = 'totals',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id; -- error

-- === changelog-aggregate-into-filesystem
CREATE TABLE totals (user_id BIGINT, n BIGINT) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/totals',
  'format' = 'csv');
CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id; -- error

-- === changelog-outer-join-into-kafka
CREATE TABLE enriched (id BIGINT, name STRING) WITH ('connector' = 'kafka', 'topic' = 'enriched',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
CREATE TABLE orders (id BIGINT, customer_id BIGINT) WITH ('connector' = 'datagen');
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO enriched SELECT o.id, c.name FROM orders o LEFT JOIN customers c ON o.customer_id = c.id; -- error

-- === changelog-window-aggregate-into-kafka-valid
CREATE TABLE per_minute (window_start TIMESTAMP(3), n BIGINT) WITH ('connector' = 'kafka', 'topic' = 'pm',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
CREATE TABLE clicks (user_id BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
INSERT INTO per_minute SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;

-- === changelog-cdc-source-into-append-sink
CREATE TABLE orders_cdc (id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'kafka', 'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'debezium-json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE copy (id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'kafka', 'topic' = 'copy',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
INSERT INTO copy SELECT id, amount FROM orders_cdc; -- error

-- === changelog-cdc-source-into-debezium-sink-valid
CREATE TABLE orders_cdc (id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'kafka', 'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'debezium-json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE copy (id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'kafka', 'topic' = 'copy',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'debezium-json');
INSERT INTO copy SELECT id, amount FROM orders_cdc;

-- === changelog-cdc-source-into-upsert-kafka-valid
CREATE TABLE orders_cdc (id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'kafka', 'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'canal-json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE latest (id BIGINT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'latest', 'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json', 'value.format' = 'json');
INSERT INTO latest SELECT id, amount FROM orders_cdc;

-- === changelog-top-n-into-filesystem
CREATE TABLE top3 (user_id BIGINT, url STRING, rn BIGINT) WITH ('connector' = 'filesystem',
  'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/top3', 'format' = 'json');
CREATE TABLE clicks (user_id BIGINT, url STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
INSERT INTO top3 SELECT * FROM (SELECT user_id, url, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY ts DESC) AS rn FROM clicks) WHERE rn <= 3; -- error

-- === changelog-statement-set-one-bad-sink
CREATE TABLE totals (user_id BIGINT, n BIGINT) WITH ('connector' = 'kafka', 'topic' = 'totals',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');
CREATE TABLE raw_copy (user_id BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
EXECUTE STATEMENT SET BEGIN
INSERT INTO raw_copy SELECT user_id FROM clicks;
INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id; -- error
END;

-- === lookup-join-jdbc-valid
CREATE TABLE customers (id BIGINT, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'customers',
  'lookup.cache' = 'PARTIAL', 'lookup.partial-cache.max-rows' = '1000', 'lookup.partial-cache.expire-after-write' = '10 min');
CREATE TABLE orders (id BIGINT, customer_id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen');
SELECT o.id, c.name FROM orders AS o JOIN customers FOR SYSTEM_TIME AS OF o.pt AS c ON o.customer_id = c.id;

-- === lookup-join-jdbc-without-primary-key-valid
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'customers');
CREATE TABLE orders (id BIGINT, customer_id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen');
SELECT o.id, c.name FROM orders AS o LEFT JOIN customers FOR SYSTEM_TIME AS OF o.pt AS c ON o.customer_id = c.id;

-- === lookup-join-against-kafka
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'kafka', 'topic' = 'customers',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE orders (id BIGINT, customer_id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen');
SELECT o.id, c.name FROM orders AS o
JOIN customers FOR SYSTEM_TIME AS OF o.pt AS c ON o.customer_id = c.id; -- error

-- === lookup-join-against-filesystem-with-primary-key
CREATE TABLE customers (id BIGINT, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'filesystem',
  'path' = 'file:///home/freshet/.freshet/flink/warehouse/files/customers', 'format' = 'json');
CREATE TABLE orders (id BIGINT, customer_id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen');
SELECT o.id, c.name FROM orders AS o
JOIN customers FOR SYSTEM_TIME AS OF o.pt AS c ON o.customer_id = c.id; -- error

-- === lookup-join-on-non-key-column
CREATE TABLE customers (id BIGINT, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop', 'table-name' = 'customers');
CREATE TABLE orders (id BIGINT, customer_name STRING, pt AS PROCTIME()) WITH ('connector' = 'datagen');
SELECT o.id, c.id FROM orders AS o JOIN customers FOR SYSTEM_TIME AS OF o.pt AS c ON o.customer_name = c.name;

-- === temporal-join-event-time-upsert-kafka-valid
CREATE TABLE rates (currency STRING, rate DECIMAL(10, 4), ts TIMESTAMP(3), WATERMARK FOR ts AS ts,
  PRIMARY KEY (currency) NOT ENFORCED) WITH ('connector' = 'upsert-kafka', 'topic' = 'rates',
  'properties.bootstrap.servers' = 'localhost:9092', 'key.format' = 'json', 'value.format' = 'json');
CREATE TABLE orders (id BIGINT, currency STRING, amount DECIMAL(10, 2), ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen');
SELECT o.id, o.amount * r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;

-- === temporal-join-event-time-without-primary-key
CREATE TABLE rates (currency STRING, rate DECIMAL(10, 4), ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE orders (id BIGINT, currency STRING, amount DECIMAL(10, 2), ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen');
SELECT o.id, o.amount * r.rate FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency; -- error

-- === temporal-join-versioned-cdc-valid
CREATE TABLE rates (currency STRING, rate DECIMAL(10, 4), ts TIMESTAMP(3) METADATA FROM 'value.source.timestamp' VIRTUAL,
  WATERMARK FOR ts AS ts, PRIMARY KEY (currency) NOT ENFORCED) WITH ('connector' = 'kafka', 'topic' = 'rates',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'debezium-json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE orders (id BIGINT, currency STRING, amount DECIMAL(10, 2), ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen');
SELECT o.id, o.amount * r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;

-- === ctas-into-kafka-valid
CREATE TABLE clicks (user_id BIGINT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE copy WITH ('connector' = 'kafka', 'topic' = 'copy', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json') AS SELECT user_id, url FROM clicks;

-- === ctas-with-misspelt-option
CREATE TABLE clicks (user_id BIGINT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE copy WITH ('connector' = 'kafka', 'topic' = 'copy', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'sink.partitoner' = 'fixed') -- error
AS SELECT user_id, url FROM clicks;

-- === temporary-kafka-table-valid
CREATE TEMPORARY TABLE events (id BIGINT, ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL) WITH (
  'connector' = 'kafka', 'topic' = 'events', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'latest-offset');
SELECT id, ts FROM events;

-- === temporary-kafka-table-bad-option
CREATE TEMPORARY TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json',
  'scan.startup.mode' = 'newest'); -- warning
SELECT id FROM events; -- error

-- === hint-overrides-bad-option
CREATE TABLE events (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
SELECT id FROM events /*+ OPTIONS('scan.startup.mode' = 'whenever') */; -- error

-- === paimon-bucket-not-a-number
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE orders (id BIGINT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED) WITH (
  'bucket' = 'four' -- error
);

-- === paimon-unknown-merge-engine
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE orders (id BIGINT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED) WITH (
  'bucket' = '2',
  'merge-engine' = 'dedup' -- error
);

-- === paimon-bad-changelog-producer
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE orders (id BIGINT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED) WITH (
  'changelog-producer' = 'sometimes' -- error
);

-- === paimon-bucketed-append-table-without-bucket-key
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE clicks (user_id BIGINT, url STRING) WITH (
  'bucket' = '4' -- error
);

-- === paimon-bucket-key-outside-primary-key
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE orders (id BIGINT, customer_id BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'bucket' = '4',
  'bucket-key' = 'customer_id' -- error
);

-- === paimon-unknown-sequence-field
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE orders (id BIGINT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED) WITH (
  'sequence.field' = 'updated_at' -- error
);

-- === paimon-unknown-file-format
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE orders (id BIGINT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED) WITH (
  'file.format' = 'parket' -- error
);

-- === paimon-unknown-aggregate-function
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE totals (customer_id BIGINT, total DECIMAL(38, 2), PRIMARY KEY (customer_id) NOT ENFORCED) WITH (
  'merge-engine' = 'aggregation',
  'fields.total.aggregate-function' = 'summ' -- error
);

-- === paimon-catalog-refuses-other-connectors
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE clicks (user_id BIGINT, url STRING) WITH (
  'connector' = 'kafka', -- error
  'topic' = 'clicks', 'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'json');

-- === paimon-valid-tables-fed-from-a-temporary-kafka-table
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TEMPORARY TABLE clicks (user_id BIGINT, url STRING, ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL)
  WITH ('connector' = 'kafka', 'topic' = 'clicks', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE click_counts (user_id BIGINT NOT NULL, n BIGINT, last_click TIMESTAMP_LTZ(3),
  PRIMARY KEY (user_id) NOT ENFORCED) WITH ('bucket' = '2', 'merge-engine' = 'deduplicate',
  'changelog-producer' = 'lookup', 'sequence.field' = 'last_click');
CREATE TABLE click_log (user_id BIGINT, url STRING, ds STRING) PARTITIONED BY (ds) WITH ('file.format' = 'parquet');
INSERT INTO click_counts SELECT user_id, COUNT(*), MAX(ts) FROM clicks GROUP BY user_id;
INSERT INTO click_log SELECT user_id, url, DATE_FORMAT(ts, 'yyyy-MM-dd') FROM clicks;

-- === paimon-unknown-option-is-accepted
-- Paimon keeps options it does not know (they may belong to a newer version): Flink accepts this
CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '${warehouse}');
USE CATALOG lakehouse;
CREATE TABLE orders (id BIGINT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED) WITH ('bukket' = '4');
