package io.freshet.ui.editor;

import io.freshet.analysis.script.TextRange;
import io.freshet.ui.common.UserMessages;
import java.util.Objects;

/**
 * A finding shown in the editor, positioned on its script.
 *
 * @param severity ERROR, WARNING or INFO
 * @param source who found it: "syntax", "validation", "policy" (the statement policy) or "gateway"
 * @param details longer text shown on request (a gateway's full message), or null
 */
public record EditorDiagnostic(Severity severity, String message, TextRange range, String source, String details) {

    /** How serious a finding is. */
    public enum Severity { ERROR, WARNING, INFO }

    public EditorDiagnostic {
        message = UserMessages.translate(message);
        Objects.requireNonNull(range, "range");
    }

    /** "line 3, column 7" for lists and messages. */
    public String position() {
        return range.describe();
    }
}
