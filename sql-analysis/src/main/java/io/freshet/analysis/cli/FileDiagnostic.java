package io.freshet.analysis.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.policy.Refusal;
import io.freshet.analysis.script.TextRange;

/**
 * A diagnostic with the file it belongs to, in the CLI's JSON shape.
 *
 * @param rule the statement-policy rule of a refusal ({@code policy} only)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record FileDiagnostic(String file, String severity, String message, @JsonUnwrapped TextRange range, String hint,
                      String rule) {

    static FileDiagnostic of(String file, Diagnostic d) {
        return new FileDiagnostic(file, d.severity().name(), d.message(), d.range(), d.hint(), null);
    }

    static FileDiagnostic of(String file, Refusal r) {
        Diagnostic d = r.toDiagnostic();
        return new FileDiagnostic(file, d.severity().name(), d.message(), d.range(), null, r.rule().name());
    }

    /** {@code file:line:column: SEVERITY message}, then the hint indented. */
    String asText() {
        String line = file + ":" + range.startLine() + ":" + range.startColumn() + ": " + severity + " " + message
                + (rule == null ? "" : " [" + rule + "]");
        return hint == null ? line : line + "\n    hint: " + hint.replace("\n", "\n          ");
    }
}
