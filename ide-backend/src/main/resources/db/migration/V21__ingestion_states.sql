-- Issue 33: an ingestion whose job restarts or does not read on is RESTARTING or FAILING, not RUNNING. The state
-- column's CHECK gets the new values. V15 left that CHECK unnamed, and H2 and PostgreSQL name it differently: the
-- column is replaced (dropping a column drops its own CHECK in both), as V16 did for backfill partitions.
ALTER TABLE ingestion ADD COLUMN run_state VARCHAR(20);
UPDATE ingestion SET run_state = state;
ALTER TABLE ingestion DROP COLUMN state;
ALTER TABLE ingestion RENAME COLUMN run_state TO state;
ALTER TABLE ingestion ALTER COLUMN state SET NOT NULL;
ALTER TABLE ingestion ADD CONSTRAINT ingestion_state_check
    CHECK (state IN ('CREATING', 'RUNNING', 'RESTARTING', 'FAILING', 'STOPPING', 'STOPPED', 'FAILED', 'DELETED'));
