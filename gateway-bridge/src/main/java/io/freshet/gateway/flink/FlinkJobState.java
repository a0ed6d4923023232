package io.freshet.gateway.flink;

import java.util.Locale;

/** A Flink job's status as its REST API names it; UNKNOWN for a name this Flink version does not have. */
public enum FlinkJobState {
    INITIALIZING,
    CREATED,
    RUNNING,
    FAILING,
    FAILED,
    CANCELLING,
    CANCELED,
    FINISHED,
    RESTARTING,
    SUSPENDED,
    RECONCILING,
    UNKNOWN;

    /** Reads Flink's text, e.g. {@code "RUNNING"}. */
    public static FlinkJobState of(String text) {
        try {
            return text == null ? UNKNOWN : valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException other) {
            return UNKNOWN;
        }
    }

    /** The job is being set up and will run unless something fails. */
    public boolean starting() {
        return this == INITIALIZING || this == CREATED || this == RECONCILING;
    }

    /** The job has ended for good: it runs no more. */
    public boolean ended() {
        return this == FAILED || this == CANCELED || this == FINISHED || this == SUSPENDED;
    }
}
