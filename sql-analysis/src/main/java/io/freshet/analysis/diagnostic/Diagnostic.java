package io.freshet.analysis.diagnostic;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.freshet.analysis.script.TextRange;
import java.util.Objects;

/**
 * One finding about a script, positioned on the whole script (its JSON keeps the range's four numbers flat).
 *
 * @param hint how to fix it, or null when there is nothing better to say than the message
 */
public record Diagnostic(Severity severity, String message, @JsonUnwrapped TextRange range, String hint) {

    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(range, "range");
    }

    /** An ERROR over the given range without a hint. */
    public static Diagnostic error(String message, TextRange range) {
        return new Diagnostic(Severity.ERROR, message, range, null);
    }

    /** A diagnostic over a range. */
    public static Diagnostic of(Severity severity, String message, TextRange range, String hint) {
        return new Diagnostic(severity, message, range, hint);
    }
}
