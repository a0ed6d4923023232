-- @script 01.sql
-- dws is not created by the project: its tables would land in a database nothing creates
CREATE TABLE dev_dws.daily (d STRING, n BIGINT);
-- written, never created
CREATE DATABASE IF NOT EXISTS dev_ods;
INSERT INTO dev_ods.events SELECT * FROM src.events;
-- names in string literals
CALL sys.compact('dws.daily');
-- @script 02.sql
ALTER TABLE dws.daily RENAME TO daily_old;
CREATE FUNCTION dws.f AS 'com.example.F';
CREATE TEMPORARY FUNCTION g AS 'com.example.G';

-- @tables
--   lake.dws.daily -> lake.dev_dws.daily
--   lake.ods.events -> lake.dev_ods.events
-- @databases
--   lake.ods -> lake.dev_ods
-- @problems
--   01.sql line 2, column 14: lake.dws.daily lands in lake.dev_dws in environment dev_, a database the project does not create: add CREATE DATABASE IF NOT EXISTS dws before it.
--   01.sql line 5, column 13: lake.ods.events is written but not created by the project: in environment dev_ it would be lake.dev_ods.events, which nothing creates. Create the table in the project, or deploy without an environment.
--   01.sql line 7, column 1: This statement cannot be deployed into environment dev_: a procedure names its tables in string literals, which an environment cannot place.
--   02.sql line 1, column 7: This statement cannot be deployed into environment dev_: a rename names a second table, which an environment does not place yet.
--   02.sql line 2, column 1: This statement cannot be deployed into environment dev_: a catalog function lives in a database, which an environment does not place yet (a TEMPORARY function can be used).
