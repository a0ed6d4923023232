-- Projects linked to a git repository (issue 35). The scripts stay in the script table; this keeps where they are
-- committed and pulled from. Credentials are not in here: credential_secret names a sealed secret.
-- Portable between H2 and PostgreSQL.
CREATE TABLE git_link (
    project_id         BIGINT PRIMARY KEY REFERENCES project (id) ON DELETE CASCADE,
    remote_url         VARCHAR(2000) NOT NULL,
    branch             VARCHAR(255)  NOT NULL,
    credential_user    VARCHAR(200),
    credential_secret  VARCHAR(200),
    -- the remote commit a pull merged into the scripts while the project had commits of its own: the next commit
    -- has it as its second parent
    merge_head         VARCHAR(64),
    linked_by          VARCHAR(100)  NOT NULL,
    linked_at          TIMESTAMP WITH TIME ZONE NOT NULL
);

-- A script changed on both sides: both texts kept (a NULL side was deleted there) until the user chooses.
CREATE TABLE git_conflict (
    project_id  BIGINT NOT NULL REFERENCES git_link (project_id) ON DELETE CASCADE,
    path        VARCHAR(1000) NOT NULL,
    here_text   TEXT,
    there_text  TEXT,
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (project_id, path)
);
