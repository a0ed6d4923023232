package io.freshet.analysis.policy;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.script.TextRange;
import java.util.Objects;

/**
 * One statement-policy refusal: the rule, a message for the user naming the reason and the role, and
 * where in the whole script the offending text is (1-based, end inclusive).
 */
public record Refusal(PolicyRule rule, String message, TextRange range) {

    public Refusal {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(range, "range");
    }

    /** The refusal as an ERROR diagnostic, for the editor's squiggles and the CLI. */
    public Diagnostic toDiagnostic() {
        return Diagnostic.error(message, range);
    }
}
