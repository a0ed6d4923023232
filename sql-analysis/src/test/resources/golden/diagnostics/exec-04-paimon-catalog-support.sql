-- Paimon's filesystem catalog stores no views or functions and cannot alter a database or add a primary key
CREATE VIEW big_orders AS SELECT id FROM orders WHERE qty > 10;
CREATE TEMPORARY VIEW big_orders_tmp AS SELECT id FROM orders WHERE qty > 10;
CREATE FUNCTION my_upper AS 'com.example.MyUpper';
DROP FUNCTION IF EXISTS my_upper;
ALTER DATABASE `default` SET ('owner' = 'me');
CREATE TABLE notes (id BIGINT NOT NULL, body STRING);
ALTER TABLE notes ADD PRIMARY KEY (id) NOT ENFORCED;
CREATE TABLE default_catalog.default_database.copy AS SELECT id FROM orders;
