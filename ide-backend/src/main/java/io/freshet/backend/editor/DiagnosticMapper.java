package io.freshet.backend.editor;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.ui.editor.EditorDiagnostic;
import java.util.List;

/** sql-analysis diagnostics as the editor shows them; a fix hint is appended to the message. */
final class DiagnosticMapper {

    private DiagnosticMapper() {
    }

    static List<EditorDiagnostic> map(List<Diagnostic> diagnostics, String source) {
        return diagnostics.stream().map(d -> map(d, source)).toList();
    }

    static EditorDiagnostic map(Diagnostic d, String source) {
        String message = d.hint() == null || d.hint().isBlank() ? d.message() : d.message() + " " + d.hint();
        return new EditorDiagnostic(EditorDiagnostic.Severity.valueOf(d.severity().name()), message,
                d.startLine(), d.startColumn(), d.endLine(), d.endColumn(), source, null);
    }
}
