package io.freshet.backend.jobs;

/** A job's lifecycle: PENDING -> RUNNING (claimed by exactly one instance) -> DONE or FAILED, or back to PENDING. */
public enum JobState {
    PENDING,
    RUNNING,
    DONE,
    FAILED;

    /** Whether the lifecycle allows moving from this state to {@code next}. */
    public boolean canMoveTo(JobState next) {
        return switch (this) {
            case PENDING -> next == RUNNING;
            // back to PENDING when the owner's lease expired (it crashed), so another instance can claim it
            case RUNNING -> next == DONE || next == FAILED || next == PENDING;
            case DONE, FAILED -> false;
        };
    }
}
