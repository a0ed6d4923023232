package io.freshet.ui.run;

import io.freshet.analysis.script.TextRange;
import io.freshet.ui.common.UserMessages;
import java.util.Optional;

/**
 * A failed run, as the user sees it.
 *
 * @param message one short sentence
 * @param details the gateway's full text (shown on request, never a Java stack trace of Freshet's own)
 * @param range where in the script the error lies, or null when the error names no position
 * @param refused true when Freshet's statement policy refused the statement, so it never reached the gateway
 */
public record RunError(String message, String details, TextRange range, boolean refused) {

    /** The message passes the one translation of user-visible errors; the details keep the gateway's own text. */
    public RunError {
        message = UserMessages.translate(message);
    }

    /** An error of the gateway or of Freshet, not a refusal. */
    public RunError(String message, String details, TextRange range) {
        this(message, details, range, false);
    }

    /** Where in the script the error lies, when it names a position. */
    public Optional<TextRange> position() {
        return Optional.ofNullable(range);
    }
}
