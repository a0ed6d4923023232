package io.freshet.backend.audit;

/** What an audit entry records; statement, materialized-table and backfill code records its own actions. */
public enum AuditAction {
    LOGIN,
    USER_CREATED,
    ROLE_CHANGED,
    SCRIPT_CREATED,
    SCRIPT_SAVED,
    STATEMENT_EXECUTED,
    MATERIALIZED_TABLE_CHANGED,
    BACKFILL_STARTED,
    BACKFILL_CANCELLED,
    BACKFILL_RETRIED,
    BACKFILL_RESUMED,
    BACKFILL_FINISHED,
    SECRET_CHANGED,
    JOB_CLAIMED,
    JOB_RECLAIMED
}
