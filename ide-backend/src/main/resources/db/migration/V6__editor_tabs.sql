-- The scripts a user has open in the editor, in tab order, and which one is active: restored on reload.
CREATE TABLE editor_tab (
    username   VARCHAR(100) NOT NULL,
    script_id  BIGINT       NOT NULL REFERENCES script (id) ON DELETE CASCADE,
    position   INT          NOT NULL,
    active     BOOLEAN      NOT NULL,
    PRIMARY KEY (username, script_id)
);
