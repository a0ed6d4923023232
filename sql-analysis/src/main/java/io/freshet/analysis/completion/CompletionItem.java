package io.freshet.analysis.completion;

/**
 * One completion candidate.
 *
 * @param label the text to insert
 * @param replaceFrom 0-based script offset where the replaced prefix starts (the cursor when there is none)
 */
public record CompletionItem(String label, CompletionKind kind, int replaceFrom) {
}
