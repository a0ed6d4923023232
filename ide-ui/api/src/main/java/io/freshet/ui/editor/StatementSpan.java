package io.freshet.ui.editor;

import io.freshet.analysis.script.TextRange;

/**
 * One statement of a script, as the editor runs it.
 *
 * @param text the statement without its terminating semicolon
 * @param range where that text lies in the script
 */
public record StatementSpan(String text, TextRange range) {
}
