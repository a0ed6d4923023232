package io.freshet.analysis;

import io.freshet.analysis.script.ScriptSplitter;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.Statement;
import java.util.List;

/** A script split into statements with their exact extents. */
public record SqlScript(SourceText source, List<Statement> statements) {

    public SqlScript {
        statements = List.copyOf(statements);
    }

    /** Splits a script's text. */
    public static SqlScript of(String text) {
        SourceText source = new SourceText(text);
        return new SqlScript(source, ScriptSplitter.split(source));
    }

    /** The statement whose extent contains the 0-based offset, or null between statements. */
    public Statement statementAt(int offset) {
        for (Statement statement : statements) {
            if (offset >= statement.startOffset() && offset <= statement.endOffset()) {
                return statement;
            }
        }
        return null;
    }
}
