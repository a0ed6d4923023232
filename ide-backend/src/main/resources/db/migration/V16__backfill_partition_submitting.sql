-- A backfill's partition refresh is SUBMITTING from just before its statement goes to Flink until its job id is
-- recorded (started_at holds the submit time), so a refresh whose instance died in between is looked for in Flink
-- instead of being submitted again. The state column's CHECK gets the new value. V9 left that CHECK unnamed, and
-- H2 and PostgreSQL name it differently: the column is replaced (dropping a column drops its own CHECK in both),
-- which is portable between H2 and PostgreSQL.
DROP INDEX backfill_partition_state;
ALTER TABLE backfill_partition ADD COLUMN run_state VARCHAR(20);
UPDATE backfill_partition SET run_state = state;
ALTER TABLE backfill_partition DROP COLUMN state;
ALTER TABLE backfill_partition RENAME COLUMN run_state TO state;
ALTER TABLE backfill_partition ALTER COLUMN state SET NOT NULL;
ALTER TABLE backfill_partition ADD CONSTRAINT backfill_partition_state_check
    CHECK (state IN ('PENDING', 'SUBMITTING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'));
CREATE INDEX backfill_partition_state ON backfill_partition (backfill_id, state);
