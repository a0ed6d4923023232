package io.freshet.ui.editor;

/**
 * A completion candidate.
 *
 * @param kind KEYWORD, CATALOG, DATABASE, TABLE, COLUMN or FUNCTION
 * @param replaceFrom 0-based offset where the replaced prefix starts
 */
public record CompletionProposal(String label, String kind, String detail, int replaceFrom) {
}
