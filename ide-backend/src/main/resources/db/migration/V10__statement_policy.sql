-- The statement policy as an ADMIN last saved it (JSON, as sql-analysis reads it); no row: the built-in defaults.
CREATE TABLE statement_policy (
    id          INT           PRIMARY KEY,
    policy      TEXT          NOT NULL,
    version     BIGINT        NOT NULL,
    updated_by  VARCHAR(100)  NOT NULL,
    updated_at  TIMESTAMP WITH TIME ZONE NOT NULL
);
