-- Refresh history, second slice: a refresh asked for in Freshet is recorded at once, before Flink gave it a job
-- (and when planning fails it never gets one: the row keeps the error); a backfill's partition refreshes link to
-- their backfill. Portable between H2 and PostgreSQL (a UNIQUE column takes many NULLs in both).
ALTER TABLE refresh_history ALTER COLUMN job_id DROP NOT NULL;
ALTER TABLE refresh_history ADD COLUMN backfill_id BIGINT;
ALTER TABLE refresh_history ADD COLUMN requested_by VARCHAR(100);
-- the refresh history links a refresh job to its backfill by the job id
CREATE INDEX backfill_partition_job ON backfill_partition (job_id);
