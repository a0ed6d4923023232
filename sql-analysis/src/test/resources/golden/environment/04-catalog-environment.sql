-- @environment dev_ staging
-- @script 01.sql
CREATE DATABASE IF NOT EXISTS dwd;
USE dwd;
CREATE TABLE detail (a INT);
INSERT INTO detail SELECT a FROM ods.src;
SELECT * FROM detail JOIN lookup ON detail.a = lookup.a;
