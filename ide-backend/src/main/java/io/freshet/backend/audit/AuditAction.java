package io.freshet.backend.audit;

/** What an audit entry records; statement, materialized-table and backfill code records its own actions. */
public enum AuditAction {
    LOGIN,
    USER_CREATED,
    ROLE_CHANGED,
    USER_DISABLED,
    USER_ENABLED,
    USER_UNLOCKED,
    PASSWORD_RESET,
    SCRIPT_CREATED,
    SCRIPT_SAVED,
    SCRIPT_MOVED,
    SCRIPT_DELETED,
    SCRIPT_RESTORED,
    SCRIPT_VERSION_RESTORED,
    FOLDER_CREATED,
    FOLDER_MOVED,
    FOLDER_DELETED,
    PROJECT_CREATED,
    PROJECT_RENAMED,
    PROJECT_IMPORTED,
    TRASH_EMPTIED,
    STATEMENT_EXECUTED,
    MATERIALIZED_TABLE_CHANGED,
    BACKFILL_STARTED,
    SECRET_CHANGED,
    JOB_CLAIMED,
    JOB_RECLAIMED
}
