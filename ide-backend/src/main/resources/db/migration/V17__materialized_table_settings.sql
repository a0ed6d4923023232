-- The session options each materialized table was created with: Flink hands the creating session's configuration to
-- every scheduled refresh of a FULL table, and a gateway restart loses it with the schedule; Freshet creates a lost
-- schedule again with these. One row per table (catalog.database.table), replaced when the table is created again.
CREATE TABLE materialized_table_settings (
    table_name  VARCHAR(400)   NOT NULL PRIMARY KEY,
    options     VARCHAR(20000) NOT NULL,
    created_by  VARCHAR(100)   NOT NULL,
    created_at  TIMESTAMP      NOT NULL
);
