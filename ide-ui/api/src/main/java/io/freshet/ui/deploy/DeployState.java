package io.freshet.ui.deploy;

import java.util.Set;

/**
 * A deployment's lifecycle. RUNNING runs the scripts' statements in order; the first failure or refusal ends it
 * FAILED, a stop CANCELLED. SCRIPTS_DONE offers the follow-ups (first refreshes, backfill); FOLLOWING_UP runs
 * them; DONE is the end of a deployment whose scripts all ran, with or without follow-ups.
 */
public enum DeployState {
    RUNNING, SCRIPTS_DONE, FOLLOWING_UP, DONE, FAILED, CANCELLED;

    public boolean isFinal() {
        return this == DONE || this == FAILED || this == CANCELLED;
    }

    public boolean canMoveTo(DeployState next) {
        return switch (this) {
            case RUNNING -> Set.of(SCRIPTS_DONE, FAILED, CANCELLED).contains(next);
            case SCRIPTS_DONE -> Set.of(FOLLOWING_UP, DONE).contains(next);
            case FOLLOWING_UP -> Set.of(DONE, CANCELLED).contains(next);
            case DONE, FAILED, CANCELLED -> false;
        };
    }

    /** The next state, or an IllegalStateException naming both when the move is not allowed. */
    public DeployState moveTo(DeployState next) {
        if (!canMoveTo(next)) {
            throw new IllegalStateException("A deployment cannot go from " + this + " to " + next);
        }
        return next;
    }
}
