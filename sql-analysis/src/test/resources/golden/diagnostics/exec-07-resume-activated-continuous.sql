-- the warehouse says ACTIVATED: Flink resumes only a job that has ended, so this is a warning, not a refusal
ALTER MATERIALIZED TABLE live RESUME;
-- once this script has resumed it, its job runs: a second RESUME is refused
ALTER MATERIALIZED TABLE live RESUME;
