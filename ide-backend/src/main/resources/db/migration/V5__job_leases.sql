-- Job leases: a RUNNING job's owner must renew lease_until; once it has passed (the owner crashed), any
-- instance may put the job back to PENDING. attempts counts claims. Portable between H2 and PostgreSQL.
-- Rows claimed before this migration keep a NULL lease and are never reclaimed automatically: an instance
-- of the previous release may still be running them during a rolling upgrade.
ALTER TABLE job ADD COLUMN lease_until TIMESTAMP WITH TIME ZONE;
ALTER TABLE job ADD COLUMN attempts INT NOT NULL DEFAULT 0;
CREATE INDEX job_state_lease ON job (state, lease_until);
