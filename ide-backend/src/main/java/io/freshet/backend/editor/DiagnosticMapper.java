package io.freshet.backend.editor;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.script.TextRange;
import io.freshet.ui.editor.EditorDiagnostic;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** sql-analysis diagnostics as the editor shows them; a fix hint is appended to the message. */
final class DiagnosticMapper {

    private DiagnosticMapper() {
    }

    static List<EditorDiagnostic> map(List<Diagnostic> diagnostics, String source) {
        return diagnostics.stream().map(d -> map(d, source)).toList();
    }

    /** Two lists of findings as one, in script order. */
    static List<EditorDiagnostic> merge(List<EditorDiagnostic> first, List<EditorDiagnostic> second) {
        if (second.isEmpty()) {
            return first;
        }
        List<EditorDiagnostic> merged = new ArrayList<>(first);
        merged.addAll(second);
        merged.sort(Comparator.comparing(EditorDiagnostic::range, TextRange.BY_START));
        return merged;
    }

    static EditorDiagnostic map(Diagnostic d, String source) {
        String message = d.hint() == null || d.hint().isBlank() ? d.message() : d.message() + " " + d.hint();
        return new EditorDiagnostic(EditorDiagnostic.Severity.valueOf(d.severity().name()), message,
                d.range(), source, null);
    }
}
