package io.freshet.ui.editor;

import java.util.List;

/**
 * Analysis for the editor: syntax on every change, validation against the live catalog and the project's
 * earlier scripts (the statement being edited at once, the rest after a pause), completion at the cursor,
 * formatting.
 */
public interface EditorAnalysisService {

    /** Syntax errors only: parsing, fast enough for every change. */
    List<EditorDiagnostic> checkSyntax(String text);

    /**
     * Validates with Flink's planner: the statement at {@code cursor} and those before it that it reads at once,
     * the whole text after a short pause. A newer request with the same {@code editorKey} supersedes this one:
     * both futures are then cancelled and their results never delivered.
     *
     * @param scriptId the script the text belongs to (its project's earlier scripts define tables), or null
     * @param cursor   0-based offset of the last edit: the statement being edited
     */
    Validation validate(String editorKey, Long scriptId, String text, int cursor);

    /** Completion candidates at a 0-based offset. */
    List<CompletionProposal> complete(Long scriptId, String text, int offset);

    /**
     * The statement to run for the editor's cursor or selection, the one answer for every action that takes "the
     * statement" (run, explain, materialize, impact). With a cursor ({@code from == to}): the statement containing it,
     * else the one just before it (the cursor after its semicolon). With a selection ({@code from < to}): the
     * selected text from its first statement's start to its last statement's end (leading comments and the last
     * semicolon left out), wherever that cuts a statement. The span's range is in {@code text}; null when there is
     * nothing to run.
     *
     * @param from 0-based offset of the selection's start (the cursor when nothing is selected)
     * @param to   0-based offset of the selection's end
     */
    StatementSpan statementToRun(String text, int from, int to);

    /** The text formatted: keywords upper case, one clause per line; comments and literals kept. */
    String format(String text);

    /** Forgets an editor's pending analysis (its tab or page closed). */
    void release(String editorKey);
}
