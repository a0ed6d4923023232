package io.freshet.ui.health;

/** The health of one subject, worst first: the declaration order is the order the Health page sorts by. */
public enum HealthState {
    /** Its refreshes or its job fail, or its ingestion restarts. */
    FAILING,
    /** Behind its freshness by more than the tolerance, though nothing has failed. */
    LATE,
    /** Fresh itself, but it reads a table that is failing or late (found through lineage). */
    UPSTREAM,
    /** Freshet cannot tell; the reason says why. */
    UNKNOWN,
    /** Suspended on purpose: no refreshes until resumed. */
    SUSPENDED,
    /** Within its freshness. */
    FRESH;

    /** Whether the state needs someone's attention (what alerts fire on). */
    public boolean alarm() {
        return this == FAILING || this == LATE || this == UPSTREAM;
    }
}
