package io.freshet.backend.gateway;

import java.util.EnumSet;
import java.util.Set;

/** Lifecycle of Freshet's connection to a Flink SQL Gateway, embedded or external. */
public enum GatewayState {
    NOT_STARTED,
    STARTING,
    READY,
    FAILED,
    STOPPED;

    /** Whether this state may move to {@code next}; anything else is a bug in the caller. */
    public boolean canMoveTo(GatewayState next) {
        return successors().contains(next);
    }

    private Set<GatewayState> successors() {
        return switch (this) {
            case NOT_STARTED -> EnumSet.of(STARTING, STOPPED);
            case STARTING -> EnumSet.of(READY, FAILED, STOPPED);
            // an external gateway can go away and come back; an embedded child can die
            case READY -> EnumSet.of(FAILED, STOPPED);
            case FAILED -> EnumSet.of(STARTING, READY, STOPPED);
            case STOPPED -> EnumSet.noneOf(GatewayState.class);
        };
    }
}
