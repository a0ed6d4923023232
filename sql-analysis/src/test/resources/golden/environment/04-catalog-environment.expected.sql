-- @script 01.sql
CREATE DATABASE IF NOT EXISTS staging.dev_dwd;
USE staging.dev_dwd;
CREATE TABLE detail (a INT);
INSERT INTO detail SELECT a FROM lake.ods.src;
SELECT * FROM detail JOIN lake.dwd.lookup ON detail.a = lookup.a;

-- @tables
--   lake.dwd.detail -> staging.dev_dwd.detail
-- @databases
--   lake.dwd -> staging.dev_dwd
-- @problems
