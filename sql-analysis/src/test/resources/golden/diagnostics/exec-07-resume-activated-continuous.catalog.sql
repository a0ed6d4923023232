CREATE CATALOG lake WITH ('type' = 'paimon', 'warehouse' = 'file:///tmp/golden-lake');
USE CATALOG lake;
CREATE TABLE orders (id BIGINT NOT NULL, ds STRING NOT NULL, PRIMARY KEY (id) NOT ENFORCED);
-- the options Flink 2.0 keeps in the warehouse for a CONTINUOUS table whose job it started, as a snapshot reads them
CREATE MATERIALIZED TABLE live (PRIMARY KEY (id) NOT ENFORCED)
  WITH ('materialized-table.refresh-status' = 'ACTIVATED',
    'materialized-table.refresh-handler-description' = '{
 executionTarget=remote,
 clusterId=127.0.0.1:8081,
 jobId=3f1b0c3e9a7d4e2f8b6a5c4d3e2f1a0b
}')
  FRESHNESS = INTERVAL '30' SECOND
  AS SELECT id, ds FROM orders;
