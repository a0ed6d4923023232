-- Project tree: explicit (possibly empty) folders, the manifest's script order, and a trash.
-- Portable between H2 and PostgreSQL.

ALTER TABLE project ADD COLUMN title VARCHAR(200);
ALTER TABLE project ADD COLUMN description VARCHAR(4000);
ALTER TABLE project ADD COLUMN default_catalog VARCHAR(200);
ALTER TABLE project ADD COLUMN default_database VARCHAR(200);

-- folders that exist without scripts; folders holding scripts are also implied by the scripts' paths
CREATE TABLE project_folder (
    project_id  BIGINT NOT NULL REFERENCES project (id) ON DELETE CASCADE,
    path        VARCHAR(1000) NOT NULL,
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (project_id, path)
);

-- the order the project's scripts run in (the manifest's order); new scripts go last
ALTER TABLE script ADD COLUMN run_order INT NOT NULL DEFAULT 0;

-- a trashed script keeps its row and versions; its path moves aside (trashed_path keeps the real one)
-- so that a new script may take the name meanwhile
ALTER TABLE script ADD COLUMN deleted_at TIMESTAMP WITH TIME ZONE;
ALTER TABLE script ADD COLUMN deleted_by VARCHAR(100);
ALTER TABLE script ADD COLUMN trashed_path VARCHAR(1000);
CREATE INDEX script_deleted ON script (deleted_at);
