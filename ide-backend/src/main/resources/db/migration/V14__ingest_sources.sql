-- Source databases of ingestions (issue 17). The password is not in here: it is sealed in the secret table under
-- the name ingest-source.<name>.password, like every other credential Freshet keeps.
CREATE TABLE ingest_source (
    name           VARCHAR(100)  PRIMARY KEY,
    kind           VARCHAR(20)   NOT NULL,
    host           VARCHAR(255)  NOT NULL,
    port           INT           NOT NULL,
    database_name  VARCHAR(200)  NOT NULL,
    username       VARCHAR(200)  NOT NULL,
    updated_by     VARCHAR(100)  NOT NULL,
    updated_at     TIMESTAMP WITH TIME ZONE NOT NULL
);
