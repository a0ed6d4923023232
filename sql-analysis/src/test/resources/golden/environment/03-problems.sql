-- @script 01.sql
-- dws is not created by the project: its tables would land in a database nothing creates
CREATE TABLE dws.daily (d STRING, n BIGINT);
-- written, never created
CREATE DATABASE IF NOT EXISTS ods;
INSERT INTO ods.events SELECT * FROM src.events;
-- names in string literals
CALL sys.compact('dws.daily');
-- @script 02.sql
ALTER TABLE dws.daily RENAME TO daily_old;
CREATE FUNCTION dws.f AS 'com.example.F';
CREATE TEMPORARY FUNCTION g AS 'com.example.G';
