package io.freshet.backend.editor;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.script.ScriptSplitter;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.Statement;
import io.freshet.ui.editor.StatementSpan;
import java.util.Optional;

/**
 * Finds the statement the editor runs (Ctrl+Enter, explain, materialize, impact) for a cursor or a selection, with
 * Flink's own tokenizer (a ';' in a string does not split): the one place that answers it, so the view keeps no copy.
 */
final class StatementFinder {

    private StatementFinder() {
    }

    /** The statement at the cursor when {@code from == to}, else the selection's statements as one span. */
    static StatementSpan toRun(String text, int from, int to) {
        return to > from ? selected(text, from, to) : at(text, from);
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

    /**
     * The selected text from its first statement's start to its last one's end, as the user marked it: a selection
     * of part of a statement runs that part, one over two statements runs both as one text.
     */
    static StatementSpan selected(String text, int from, int to) {
        int start = Math.max(0, Math.min(from, text.length()));
        int end = Math.max(start, Math.min(to, text.length()));
        Optional<Statement> statement = ScriptSplitter.enclosing(new SourceText(text.substring(start, end)));
        if (statement.isEmpty()) {
            return null;
        }
        SourceText script = new SourceText(text);
        return new StatementSpan(statement.get().text(), script.rangeOf(start + statement.get().startOffset(),
                start + statement.get().endOffset()));
    }
}
