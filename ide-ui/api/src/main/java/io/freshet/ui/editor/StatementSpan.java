package io.freshet.ui.editor;

/**
 * One statement of a script, as the editor runs it.
 *
 * @param text the statement without its terminating semicolon
 * @param startLine 1-based line of its first character in the script
 * @param startColumn 1-based column of that character
 */
public record StatementSpan(String text, int startLine, int startColumn) {
}
