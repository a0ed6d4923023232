package io.freshet.backend.editor;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.script.Statement;
import io.freshet.ui.editor.StatementSpan;

/** Finds the statement Ctrl+Enter runs, with Flink's own tokenizer (a ';' in a string does not split). */
final class StatementFinder {

    private StatementFinder() {
    }

    static StatementSpan at(String text, int offset) {
        SqlScript script = SqlScript.of(text);
        int cursor = Math.max(0, Math.min(offset, text.length()));
        Statement found = null;
        for (Statement statement : script.statements()) {
            if (statement.startOffset() <= cursor) {
                found = statement;
            } else if (found == null) {
                // before the first statement (in a leading comment): that first statement is meant
                found = statement;
            }
        }
        if (found == null || found.text().isBlank()) {
            return null;
        }
        return new StatementSpan(found.text(), found.range());
    }
}
