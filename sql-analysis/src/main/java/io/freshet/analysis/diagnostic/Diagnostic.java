package io.freshet.analysis.diagnostic;

import io.freshet.analysis.script.TextRange;
import java.util.Objects;

/**
 * One finding about a script, positioned on the whole script: lines and columns are 1-based and the
 * end is inclusive (the last character of the offending text), as Calcite reports it.
 *
 * @param hint how to fix it, or null when there is nothing better to say than the message
 */
public record Diagnostic(
        Severity severity,
        String message,
        int startLine,
        int startColumn,
        int endLine,
        int endColumn,
        String hint) {

    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        new TextRange(startLine, startColumn, endLine, endColumn);
    }

    /** An ERROR over the given range without a hint. */
    public static Diagnostic error(String message, TextRange range) {
        return of(Severity.ERROR, message, range, null);
    }

    /** A diagnostic over a range. */
    public static Diagnostic of(Severity severity, String message, TextRange range, String hint) {
        return new Diagnostic(severity, message, range.startLine(), range.startColumn(),
                range.endLine(), range.endColumn(), hint);
    }

    /** The range this diagnostic covers. */
    public TextRange range() {
        return new TextRange(startLine, startColumn, endLine, endColumn);
    }
}
