-- what the refresh job makes of the freshness: a CONTINUOUS checkpoint interval, a FULL cron schedule
CREATE MATERIALIZED TABLE zero_cont FRESHNESS = INTERVAL '0' SECOND REFRESH_MODE = CONTINUOUS
  AS SELECT id FROM orders;
CREATE MATERIALIZED TABLE zero_full FRESHNESS = INTERVAL '0' MINUTE REFRESH_MODE = FULL
  AS SELECT id FROM orders;
SET 'execution.checkpointing.interval' = '1 min';
CREATE MATERIALIZED TABLE zero_cont_set FRESHNESS = INTERVAL '0' SECOND REFRESH_MODE = CONTINUOUS
  AS SELECT id FROM orders;
