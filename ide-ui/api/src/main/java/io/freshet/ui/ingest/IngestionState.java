package io.freshet.ui.ingest;

import java.util.Map;
import java.util.Set;

/**
 * Where an ingestion is in its life; {@link #canMoveTo} is the only set of transitions the backend makes. RUNNING
 * means Flink's job runs without restarts and reads on; RESTARTING and FAILING are a job that should run but does
 * not read on (recovering from one failure, or failing again and again / not advancing).
 */
public enum IngestionState {
    CREATING, RUNNING, RESTARTING, FAILING, STOPPING, STOPPED, FAILED, DELETED;

    private static final Map<IngestionState, Set<IngestionState>> NEXT = Map.of(
            CREATING, Set.of(RUNNING, FAILED),
            RUNNING, Set.of(RESTARTING, FAILING, STOPPING, FAILED, DELETED),
            RESTARTING, Set.of(RUNNING, FAILING, STOPPING, FAILED, DELETED),
            FAILING, Set.of(RUNNING, RESTARTING, STOPPING, FAILED, DELETED),
            STOPPING, Set.of(STOPPED, FAILED),
            STOPPED, Set.of(CREATING, DELETED),
            FAILED, Set.of(CREATING, DELETED),
            DELETED, Set.of());

    public boolean canMoveTo(IngestionState next) {
        return NEXT.get(this).contains(next);
    }

    /** True while a job is meant to run: RUNNING, RESTARTING or FAILING (the job was started and not stopped). */
    public boolean active() {
        return this == RUNNING || this == RESTARTING || this == FAILING;
    }
}
