package io.freshet.backend.gateway;

import java.util.EnumSet;
import java.util.Set;

/**
 * Lifecycle of the embedded Flink child as its supervisor sees it. IDLE before the first start and for an external
 * gateway; DIED means it ended without Freshet asking and a restart is due; FAILED means Freshet gave up restarting it.
 */
public enum SupervisorState {
    IDLE,
    RUNNING,
    DIED,
    RESTARTING,
    FAILED,
    STOPPED;

    /** Whether this state may move to {@code next}; anything else is a bug in the caller. */
    public boolean canMoveTo(SupervisorState next) {
        return successors().contains(next);
    }

    private Set<SupervisorState> successors() {
        return switch (this) {
            case IDLE -> EnumSet.of(RUNNING, STOPPED);
            case RUNNING -> EnumSet.of(DIED, FAILED, STOPPED);
            case DIED -> EnumSet.of(RESTARTING, STOPPED);
            // a start that failed waits again (DIED), or was the last one allowed (FAILED)
            case RESTARTING -> EnumSet.of(RUNNING, DIED, FAILED, STOPPED);
            // Freshet gave up: only its own stop follows
            case FAILED -> EnumSet.of(STOPPED);
            case STOPPED -> EnumSet.noneOf(SupervisorState.class);
        };
    }
}
