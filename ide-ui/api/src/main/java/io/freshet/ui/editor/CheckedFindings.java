package io.freshet.ui.editor;

import io.freshet.analysis.script.TextRange;
import java.util.List;

/**
 * The findings of some statements of a text, validated ahead of the rest: the statement being edited and those it
 * reads. Findings elsewhere in the text are not known yet.
 *
 * @param checked the ranges of the statements validated, in script order
 */
public record CheckedFindings(List<TextRange> checked, List<EditorDiagnostic> diagnostics) {

    public CheckedFindings {
        checked = List.copyOf(checked);
        diagnostics = List.copyOf(diagnostics);
    }
}
