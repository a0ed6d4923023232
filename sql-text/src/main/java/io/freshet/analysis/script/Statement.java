package io.freshet.analysis.script;


/**
 * One statement of a script: its text without the terminating semicolon, where it lies in the script
 * (0-based offsets, end exclusive) and its 1-based, end-inclusive range.
 *
 * @param terminated whether a semicolon ended it (the last statement of a script may lack one)
 */
public record Statement(int index, String text, int startOffset, int endOffset, TextRange range,
                        boolean terminated) {

    /** Translates a 1-based line/column inside {@link #text()} to the whole script. */
    public int scriptLine(int lineInStatement) {
        return range.startLine() + lineInStatement - 1;
    }

    /** Translates a 1-based column on a statement line to the whole script. */
    public int scriptColumn(int lineInStatement, int columnInStatement) {
        return lineInStatement == 1 ? range.startColumn() + columnInStatement - 1 : columnInStatement;
    }

    /** Translates a statement-relative range to the whole script. */
    public TextRange toScript(int line, int column, int endLine, int endColumn) {
        return new TextRange(line, column, endLine, endColumn).within(range.startLine(), range.startColumn());
    }
}
