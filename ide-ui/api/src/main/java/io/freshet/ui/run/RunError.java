package io.freshet.ui.run;

import io.freshet.ui.common.UserMessages;

/**
 * A failed run, as the user sees it.
 *
 * @param message one short sentence
 * @param details the gateway's full text (shown on request, never a Java stack trace of Freshet's own)
 * @param startLine 1-based position in the script, or 0 when the error has none; likewise the others
 * @param refused true when Freshet's statement policy refused the statement, so it never reached the gateway
 */
public record RunError(String message, String details, int startLine, int startColumn, int endLine,
                       int endColumn, boolean refused) {

    /** The message passes the one translation of user-visible errors; the details keep the gateway's own text. */
    public RunError {
        message = UserMessages.translate(message);
    }

    /** An error of the gateway or of Freshet, not a refusal. */
    public RunError(String message, String details, int startLine, int startColumn, int endLine, int endColumn) {
        this(message, details, startLine, startColumn, endLine, endColumn, false);
    }

    public boolean hasPosition() {
        return startLine > 0;
    }
}
