package io.freshet.backend.refreshes;

import io.freshet.gateway.flink.RefreshJobName;

/** Who started a refresh. */
public enum RefreshTrigger {
    /** Flink's workflow scheduler, on the table's schedule. */
    SCHEDULED,
    /** Someone, with ALTER MATERIALIZED TABLE ... REFRESH (the catalog's Refresh, or SQL). */
    MANUAL,
    /** A backfill of Freshet, one partition per refresh. */
    BACKFILL;

    /** What a refresh job's name says; a backfill's refresh is named like a manual one. */
    static RefreshTrigger of(RefreshJobName.Kind kind) {
        return kind == RefreshJobName.Kind.PERIODIC ? SCHEDULED : MANUAL;
    }
}
