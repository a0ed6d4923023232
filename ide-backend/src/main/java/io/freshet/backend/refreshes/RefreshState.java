package io.freshet.backend.refreshes;

import io.freshet.gateway.flink.FlinkJobState;

/** How a refresh stands. */
public enum RefreshState {
    RUNNING,
    SUCCEEDED,
    FAILED,
    CANCELLED;

    /** A refresh job's Flink state: anything not ended is still running (starting and restarting included). */
    static RefreshState of(FlinkJobState state) {
        return switch (state) {
            case FINISHED -> SUCCEEDED;
            case FAILED -> FAILED;
            case CANCELED, SUSPENDED -> CANCELLED;
            default -> RUNNING;
        };
    }

    public boolean ended() {
        return this != RUNNING;
    }
}
