package io.freshet.ui.editor;

import io.freshet.ui.common.UserMessages;

/**
 * A finding shown in the editor: 1-based lines and columns, the end inclusive (the last offending character).
 *
 * @param severity ERROR, WARNING or INFO
 * @param source who found it: "syntax", "validation", "policy" (the statement policy) or "gateway"
 * @param details longer text shown on request (a gateway's full message), or null
 */
public record EditorDiagnostic(Severity severity, String message, int startLine, int startColumn, int endLine,
                               int endColumn, String source, String details) {

    /** How serious a finding is. */
    public enum Severity { ERROR, WARNING, INFO }

    public EditorDiagnostic {
        message = UserMessages.translate(message);
        startLine = Math.max(1, startLine);
        startColumn = Math.max(1, startColumn);
        endLine = Math.max(startLine, endLine);
        endColumn = endLine == startLine ? Math.max(startColumn, endColumn) : Math.max(1, endColumn);
    }

    /** "line 3, column 7" for lists and messages. */
    public String position() {
        return "line " + startLine + ", column " + startColumn;
    }
}
