-- Who started which Flink job from Freshet (issue 32): a user lists and stops only their own jobs. A row is written
-- when the gateway hands a job id to a user's statement (a run, a backfill's refresh, a deployment); the first owner
-- stays. Seeded from the run history and the backfills kept so far. Portable between H2 and PostgreSQL.
CREATE TABLE flink_job_owner (
    job_id       VARCHAR(100)  PRIMARY KEY,
    username     VARCHAR(100)  NOT NULL,
    origin       VARCHAR(20)   NOT NULL CHECK (origin IN ('RUN', 'BACKFILL', 'DEPLOY')),
    recorded_at  TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX flink_job_owner_user ON flink_job_owner (username);

INSERT INTO flink_job_owner (job_id, username, origin, recorded_at)
SELECT LOWER(job_id), MIN(username), 'RUN', MIN(started_at) FROM run_history
WHERE job_id IS NOT NULL GROUP BY LOWER(job_id);

INSERT INTO flink_job_owner (job_id, username, origin, recorded_at)
SELECT LOWER(p.job_id), MIN(b.created_by), 'BACKFILL', MIN(b.created_at)
FROM backfill_partition p JOIN backfill b ON b.id = p.backfill_id
WHERE p.job_id IS NOT NULL AND LOWER(p.job_id) NOT IN (SELECT job_id FROM flink_job_owner)
GROUP BY LOWER(p.job_id);
