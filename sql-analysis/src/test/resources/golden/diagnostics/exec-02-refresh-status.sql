-- a FULL table suspended twice, then resumed twice: the second of each is refused
ALTER MATERIALIZED TABLE daily SUSPEND;
ALTER MATERIALIZED TABLE daily SUSPEND;
ALTER MATERIALIZED TABLE daily RESUME;
ALTER MATERIALIZED TABLE daily RESUME;
