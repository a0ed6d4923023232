package io.freshet.ui.ingest;

/** One readiness check's outcome, with a message that says what is wrong and how to fix it (never a stack trace). */
public record SourceCheck(SourceCheckKind kind, CheckOutcome outcome, String message) {
}
