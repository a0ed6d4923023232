CREATE CATALOG lake WITH ('type' = 'paimon', 'warehouse' = 'file:///tmp/cli-exec-lake');
USE CATALOG lake;
CREATE TABLE orders (id BIGINT NOT NULL, PRIMARY KEY (id) NOT ENFORCED);
-- as a snapshot of the warehouse shows a CONTINUOUS table whose job Flink started
CREATE MATERIALIZED TABLE live (PRIMARY KEY (id) NOT ENFORCED)
  WITH ('materialized-table.refresh-status' = 'ACTIVATED',
    'materialized-table.refresh-handler-description' = '{ executionTarget=remote, jobId=3f1b0c3e9a7d4e2f8b6a5c4d3e2f1a0b }')
  FRESHNESS = INTERVAL '30' SECOND AS SELECT id FROM orders;
