package io.freshet.ui.editor;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Analysis for the editor: syntax on every change, validation against the live catalog and the project's
 * earlier scripts after a pause, completion at the cursor, formatting.
 */
public interface EditorAnalysisService {

    /** Syntax errors only: parsing, fast enough for every change. */
    List<EditorDiagnostic> checkSyntax(String text);

    /**
     * Validates with Flink's planner after a short pause. A newer request with the same {@code editorKey}
     * supersedes this one: the returned future is then cancelled and its result never delivered.
     *
     * @param scriptId the script the text belongs to (its project's earlier scripts define tables), or null
     */
    CompletableFuture<List<EditorDiagnostic>> validate(String editorKey, Long scriptId, String text);

    /** Completion candidates at a 0-based offset. */
    List<CompletionProposal> complete(Long scriptId, String text, int offset);

    /**
     * The statement to run for a cursor: the one containing it, else the one just before it (the cursor
     * after its semicolon); null when there is none.
     */
    StatementSpan statementAt(String text, int offset);

    /** The text formatted: keywords upper case, one clause per line; comments and literals kept. */
    String format(String text);

    /** Forgets an editor's pending analysis (its tab or page closed). */
    void release(String editorKey);
}
