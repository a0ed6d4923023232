-- The environment an applied plan deployed into (issue 35 point 4): the database prefix its own databases and tables
-- got (e.g. 'dev_'), '' for production. Older deployments were all production. Portable between H2 and PostgreSQL.
ALTER TABLE deployment ADD COLUMN environment VARCHAR(40) DEFAULT '' NOT NULL;
