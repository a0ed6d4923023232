-- @session lake.ods
-- @script 01_load.sql
-- The session starts in ods, which the project creates and loads.
CREATE DATABASE IF NOT EXISTS ods;
USE ods;
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY TABLE seq (n BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
CREATE TABLE IF NOT EXISTS users (user_id BIGINT NOT NULL, city STRING);
INSERT INTO users SELECT n, 'Hangzhou' FROM seq;
-- dim_city is a shared table in ods that the project only reads
SELECT u.user_id, c.name FROM users AS u JOIN dim_city AS c ON u.city = c.name;
-- @script 02_report.sql
CREATE DATABASE IF NOT EXISTS report;
USE report;
CREATE TABLE per_city (city STRING, n BIGINT);
INSERT INTO per_city SELECT city, COUNT(*) FROM ods.users GROUP BY city;
USE CATALOG other;
SELECT * FROM lake.report.per_city, some_table;
