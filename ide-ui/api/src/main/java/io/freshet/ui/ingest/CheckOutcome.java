package io.freshet.ui.ingest;

/** How one readiness check of a source ended; SKIPPED when an earlier check failed (no connection, say). */
public enum CheckOutcome {
    PASSED,
    FAILED,
    SKIPPED
}
