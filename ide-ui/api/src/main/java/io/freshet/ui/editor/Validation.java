package io.freshet.ui.editor;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * One validation of an editor's text under way: the findings of the statement being edited (and of the statements
 * it reads) first, then every finding of the text. A newer validation of the same editor cancels both.
 */
public record Validation(CompletableFuture<CheckedFindings> atCursor, CompletableFuture<List<EditorDiagnostic>> whole) {
}
