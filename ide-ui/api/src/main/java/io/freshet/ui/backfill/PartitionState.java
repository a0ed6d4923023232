package io.freshet.ui.backfill;

import java.util.Set;

/**
 * One partition refresh of a backfill: PENDING -> RUNNING (its Flink job was submitted) -> SUCCEEDED, FAILED
 * or CANCELLED. RUNNING may go back to PENDING when the job is gone after a restart and the refresh runs again;
 * retry takes FAILED and CANCELLED back to PENDING.
 */
public enum PartitionState {
    PENDING, RUNNING, SUCCEEDED, FAILED, CANCELLED;

    public boolean isFinal() {
        return this == SUCCEEDED || this == FAILED || this == CANCELLED;
    }

    public boolean canMoveTo(PartitionState next) {
        return switch (this) {
            case PENDING -> Set.of(RUNNING, CANCELLED, FAILED).contains(next);
            case RUNNING -> Set.of(SUCCEEDED, FAILED, CANCELLED, PENDING).contains(next);
            case FAILED, CANCELLED -> next == PENDING;
            case SUCCEEDED -> false;
        };
    }

    /** The next state, or an IllegalStateException naming both when the move is not allowed. */
    public PartitionState moveTo(PartitionState next) {
        if (!canMoveTo(next)) {
            throw new IllegalStateException("A partition refresh cannot go from " + this + " to " + next);
        }
        return next;
    }
}
