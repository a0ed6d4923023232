package io.freshet.ui.ingest;

/** What a readiness check of a source asks, in the order they run; the first three decide whether it connects. */
public enum SourceCheckKind {
    REACHABLE("The host answers on the port"),
    CREDENTIALS("The user and password are accepted"),
    DATABASE("The database exists"),
    CHANGE_LOG("The change log is written for change data capture (wal_level / binlog format)"),
    ROW_IMAGE("The change log carries whole rows (MySQL binlog_row_image)"),
    REPLICATION("The user may read the change log (replication rights)"),
    TABLE_ACCESS("The user may read the tables"),
    REPLICATION_SLOTS("A replication slot is free (PostgreSQL)"),
    PUBLICATION("The job may create its publication of the chosen tables, or it exists (PostgreSQL pgoutput)"),
    REPLICA_IDENTITY("Updates and deletes carry the old row (PostgreSQL REPLICA IDENTITY FULL)");

    private final String label;

    SourceCheckKind(String label) {
        this.label = label;
    }

    /** The check as a user reads it. */
    public String label() {
        return label;
    }

    /** True for the checks that decide whether Freshet can connect at all. */
    public boolean connection() {
        return this == REACHABLE || this == CREDENTIALS || this == DATABASE;
    }
}
