package io.freshet.ui.backfill;

import java.util.Set;

/**
 * One partition refresh of a backfill: PENDING -> SUBMITTING (recorded just before its statement goes to Flink)
 * -> RUNNING (its Flink job id recorded) -> SUCCEEDED, FAILED or CANCELLED. A refresh found SUBMITTING after a
 * restart was maybe submitted: its job is looked for in Flink and adopted (RUNNING), or its partition was written
 * (SUCCEEDED), or it never reached Flink (PENDING). RUNNING may go back to PENDING when the job is gone after a
 * restart and the refresh runs again; retry takes FAILED and CANCELLED back to PENDING.
 */
public enum PartitionState {
    PENDING, SUBMITTING, RUNNING, SUCCEEDED, FAILED, CANCELLED;

    public boolean isFinal() {
        return this == SUCCEEDED || this == FAILED || this == CANCELLED;
    }

    /** SUBMITTING counts as running: its job may be running on Flink, not yet recorded. */
    public boolean isActive() {
        return this == SUBMITTING || this == RUNNING;
    }

    public boolean canMoveTo(PartitionState next) {
        return switch (this) {
            case PENDING -> Set.of(SUBMITTING, CANCELLED).contains(next);
            case SUBMITTING -> Set.of(RUNNING, FAILED, SUCCEEDED, PENDING).contains(next);
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
