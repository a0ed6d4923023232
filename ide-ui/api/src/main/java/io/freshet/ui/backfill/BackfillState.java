package io.freshet.ui.backfill;

import java.util.Set;

/**
 * A backfill's lifecycle. PENDING waits for a worker; RUNNING refreshes partitions; CANCELLING stops them;
 * it ends SUCCEEDED, FAILED (some partition failed) or CANCELLED. A RUNNING backfill whose instance stopped
 * goes back to PENDING and resumes; retry takes a FAILED or CANCELLED one back to PENDING.
 */
public enum BackfillState {
    PENDING, RUNNING, CANCELLING, SUCCEEDED, FAILED, CANCELLED;

    public boolean isFinal() {
        return this == SUCCEEDED || this == FAILED || this == CANCELLED;
    }

    public boolean canMoveTo(BackfillState next) {
        return switch (this) {
            case PENDING -> Set.of(RUNNING, CANCELLED).contains(next);
            case RUNNING -> Set.of(PENDING, CANCELLING, SUCCEEDED, FAILED).contains(next);
            case CANCELLING -> Set.of(PENDING, CANCELLED).contains(next);
            case FAILED, CANCELLED -> next == PENDING;
            case SUCCEEDED -> false;
        };
    }

    /** The next state, or an IllegalStateException naming both when the move is not allowed. */
    public BackfillState moveTo(BackfillState next) {
        if (!canMoveTo(next)) {
            throw new IllegalStateException("A backfill cannot go from " + this + " to " + next);
        }
        return next;
    }
}
