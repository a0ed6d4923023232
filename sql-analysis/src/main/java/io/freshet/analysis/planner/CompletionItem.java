package io.freshet.analysis.planner;

/**
 * One completion candidate.
 *
 * @param label the text to insert
 * @param replaceFrom 0-based script offset where the replaced prefix starts (the cursor when there is none)
 * @param detail what the candidate is, for the popup: a function's call signatures (one per line), a
 *               column's type; empty when there is nothing to add
 */
public record CompletionItem(String label, CompletionKind kind, int replaceFrom, String detail) {

    public CompletionItem {
        detail = detail == null ? "" : detail;
    }

    public CompletionItem(String label, CompletionKind kind, int replaceFrom) {
        this(label, kind, replaceFrom, "");
    }
}
