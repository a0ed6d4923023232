package io.freshet.backend.jobs;

/** A job's lifecycle: PENDING -> RUNNING (claimed by exactly one instance) -> DONE or FAILED. */
public enum JobState {
    PENDING,
    RUNNING,
    DONE,
    FAILED;

    /** Whether the lifecycle allows moving from this state to {@code next}. */
    public boolean canMoveTo(JobState next) {
        return switch (this) {
            case PENDING -> next == RUNNING;
            case RUNNING -> next == DONE || next == FAILED;
            case DONE, FAILED -> false;
        };
    }
}
