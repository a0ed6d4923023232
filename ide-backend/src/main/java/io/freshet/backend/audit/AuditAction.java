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
    /** A deployment of a project's scripts started. */
    PROJECT_DEPLOY_STARTED,
    /** A deployment ended: its outcome, what ran and what was up to date. */
    PROJECT_DEPLOYED,
    TRASH_EMPTIED,
    STATEMENT_EXECUTED,
    /** The statement policy refused a statement before it reached the gateway. */
    STATEMENT_REFUSED,
    /** An administrator changed the statement policy. */
    STATEMENT_POLICY_CHANGED,
    MATERIALIZED_TABLE_CHANGED,
    MATERIALIZED_TABLE_CREATED,
    MATERIALIZED_TABLE_SUSPENDED,
    MATERIALIZED_TABLE_RESUMED,
    MATERIALIZED_TABLE_REFRESHED,
    MATERIALIZED_TABLE_REPAIRED,
    MATERIALIZED_TABLE_DROPPED,
    MATERIALIZED_TABLE_FRESHNESS_CHANGED,
    /** Freshet created a FULL table's refresh schedule again after the gateway had lost it (a restart). */
    MATERIALIZED_TABLE_SCHEDULE_RESTORED,
    BACKFILL_STARTED,
    BACKFILL_CANCELLED,
    BACKFILL_RETRIED,
    BACKFILL_RESUMED,
    BACKFILL_FINISHED,
    SECRET_CHANGED,
    /** An administrator added or changed an ingestion source (its password is never recorded). */
    INGEST_SOURCE_SAVED,
    INGEST_SOURCE_DELETED,
    INGESTION_CREATED,
    INGESTION_STOPPED,
    INGESTION_RESTARTED,
    INGESTION_DELETED,
    /** Schema changes of the source applied to an ingestion's ODS tables (the DDL is in the detail). */
    INGESTION_DRIFT_APPLIED,
    /** One table of an ingestion emptied (as deletions) and read again from its source; the job restarted. */
    INGESTION_RESYNCED,
    /** An administrator added, changed, silenced or deleted an alert rule. */
    ALERT_RULE_CHANGED,
    /** An administrator added, changed or deleted an alert channel (its secret is never recorded). */
    ALERT_CHANNEL_CHANGED,
    /** An alert notice was sent, failed (the reason in words) or held back by the channel's hourly limit. */
    ALERT_NOTICE_SENT,
    ALERT_ACKNOWLEDGED,
    /** A project was linked to a git repository (the remote URL and branch; a credential only by its secret's name). */
    GIT_LINKED,
    /** A linked project's scripts took the remote branch's changes; conflicts are named in the detail. */
    GIT_PULLED,
    GIT_COMMITTED,
    GIT_PUSHED,
    GIT_BRANCH_SWITCHED,
    /** A user chose the text of a script that was changed on both sides. */
    GIT_CONFLICT_RESOLVED,
    /** An API token was created (its public prefix, owner and name; never the token). */
    API_TOKEN_CREATED,
    API_TOKEN_REVOKED,
    /** A call to /api/v1 with a token that is unknown, wrong, revoked, expired or of a disabled user (the reason). */
    API_TOKEN_REFUSED,
    /** A call to /api/v1 with a valid token that the user's role may not make. */
    API_REQUEST_REFUSED,
    /** An ADMIN added an OLAP engine that reads the warehouse (its kind, version and catalog; never a secret). */
    SERVING_TARGET_ADDED,
    SERVING_TARGET_REMOVED,
    /** An ADMIN ran Freshet's catalog statement on a serving target over JDBC (Freshet's words, never the engine's). */
    SERVING_CATALOG_RUN,
    JOB_CLAIMED,
    JOB_RECLAIMED
}
