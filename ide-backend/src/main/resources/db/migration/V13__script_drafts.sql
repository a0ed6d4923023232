-- A user's unsaved text of a script, kept when typing pauses: one row per script and user, overwritten, so
-- autosave keeps the text safe without a version per pause. Versions come from explicit saves, runs, deploys.
CREATE TABLE script_draft (
    script_id     BIGINT       NOT NULL REFERENCES script (id) ON DELETE CASCADE,
    username      VARCHAR(100) NOT NULL,
    content       TEXT         NOT NULL,
    -- the version the text was edited from: a save of the draft names it (optimistic locking)
    base_version  BIGINT       NOT NULL,
    saved_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (script_id, username)
);
