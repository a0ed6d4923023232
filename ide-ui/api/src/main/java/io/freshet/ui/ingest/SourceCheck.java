package io.freshet.ui.ingest;

import io.freshet.ui.common.UserMessages;

/** One readiness check's outcome, with a message that says what is wrong and how to fix it (never a stack trace). */
public record SourceCheck(SourceCheckKind kind, CheckOutcome outcome, String message) {

    public SourceCheck {
        message = UserMessages.translate(message);
    }
}
