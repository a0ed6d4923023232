package io.freshet.gateway.client;

import java.util.EnumSet;
import java.util.Set;

/**
 * The client-side lifecycle of one statement: submitted, rows being fetched, then one end state,
 * then closed on the server. Transitions outside this graph are bugs and fail loudly.
 */
public enum StatementState {
    SUBMITTED,
    FETCHING,
    FINISHED,
    FAILED,
    CANCELLED,
    CLOSED;

    /** Whether the statement can still deliver rows. */
    public boolean isActive() {
        return this == SUBMITTED || this == FETCHING;
    }

    public boolean canMoveTo(StatementState next) {
        return successors().contains(next);
    }

    /** The next state, or an IllegalStateException when the move is not allowed. */
    public StatementState moveTo(StatementState next) {
        if (!canMoveTo(next)) {
            throw new IllegalStateException("A statement cannot go from " + this + " to " + next);
        }
        return next;
    }

    private Set<StatementState> successors() {
        return switch (this) {
            case SUBMITTED -> EnumSet.of(FETCHING, FAILED, CANCELLED, CLOSED);
            case FETCHING -> EnumSet.of(FINISHED, FAILED, CANCELLED, CLOSED);
            case FINISHED, FAILED, CANCELLED -> EnumSet.of(CLOSED);
            case CLOSED -> EnumSet.noneOf(StatementState.class);
        };
    }
}
