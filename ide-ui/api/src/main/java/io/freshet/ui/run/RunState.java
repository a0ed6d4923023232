package io.freshet.ui.run;

import java.util.Set;

/** Lifecycle of one run; {@link #canMoveTo} is the only legal way between states. */
public enum RunState {
    QUEUED, RUNNING, STREAMING, FINISHED, FAILED, CANCELLED, SKIPPED;

    public boolean isFinal() {
        return this == FINISHED || this == FAILED || this == CANCELLED || this == SKIPPED;
    }

    public boolean canMoveTo(RunState next) {
        return switch (this) {
            case QUEUED -> Set.of(RUNNING, CANCELLED, SKIPPED, FAILED).contains(next);
            case RUNNING -> Set.of(STREAMING, FINISHED, FAILED, CANCELLED).contains(next);
            case STREAMING -> Set.of(FINISHED, FAILED, CANCELLED).contains(next);
            case FINISHED, FAILED, CANCELLED, SKIPPED -> false;
        };
    }
}
