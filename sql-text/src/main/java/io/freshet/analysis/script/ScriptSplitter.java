package io.freshet.analysis.script;

import io.freshet.analysis.script.SqlToken.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Splits a Flink SQL script into statements at top-level semicolons, reading {@link SqlLexer}'s tokens, so it
 * never fails and a broken statement cannot shift the extents of the statements after it. Comments between
 * statements belong to none (an unclosed one stays in its statement, so that the parser reports it). Semicolons
 * inside a {@code [EXECUTE] STATEMENT SET BEGIN ... END} block belong to the block.
 */
public final class ScriptSplitter {

    private ScriptSplitter() {
    }

    /** The statements of a script, in order; empty statements (";;") are dropped. */
    public static List<Statement> split(SourceText source) {
        return new Scan(source).run();
    }

    /**
     * One statement spanning all statements of a text, from the first one's start to the last one's end: a
     * selection as the editor runs it, without the spaces, comments and semicolons around it. Empty when the text
     * holds no statement.
     */
    public static Optional<Statement> enclosing(SourceText source) {
        List<Statement> statements = split(source);
        if (statements.isEmpty()) {
            return Optional.empty();
        }
        int start = statements.get(0).startOffset();
        Statement last = statements.get(statements.size() - 1);
        return Optional.of(new Statement(0, source.text().substring(start, last.endOffset()), start,
                last.endOffset(), source.rangeOf(start, last.endOffset()), last.terminated()));
    }

    /** The scanning state of one split. */
    private static final class Scan {
        private final SourceText source;
        private final List<Statement> out = new ArrayList<>();
        private int start = -1;
        private int lastEnd = -1;
        private String prev1 = "";
        private String prev2 = "";
        private boolean inBlock;
        private int caseDepth;

        Scan(SourceText source) {
            this.source = source;
        }

        List<Statement> run() {
            for (SqlToken token : SqlLexer.tokens(source.text())) {
                if (token.kind() == Kind.SPACE || token.kind() == Kind.LINE_COMMENT
                        || (token.kind() == Kind.BLOCK_COMMENT && token.closed())) {
                    continue;
                }
                if (token.isSymbol(';') && !inBlock) {
                    emit(true);
                    continue;
                }
                if (token.kind() == Kind.WORD) {
                    word(token.upper());
                }
                if (start < 0) {
                    start = token.start();
                }
                lastEnd = token.end();
            }
            emit(false);
            return out;
        }

        private void word(String w) {
            if (!inBlock && w.equals("BEGIN") && prev1.equals("SET") && prev2.equals("STATEMENT")) {
                inBlock = true;
                caseDepth = 0;
            } else if (inBlock && w.equals("CASE")) {
                caseDepth++;
            } else if (inBlock && w.equals("END")) {
                if (caseDepth > 0) {
                    caseDepth--;
                } else {
                    inBlock = false;
                }
            }
            prev2 = prev1;
            prev1 = w;
        }

        private void emit(boolean terminated) {
            if (start >= 0) {
                out.add(new Statement(out.size(), source.text().substring(start, lastEnd), start, lastEnd,
                        source.rangeOf(start, lastEnd), terminated));
            }
            start = -1;
            lastEnd = -1;
            prev1 = "";
            prev2 = "";
            inBlock = false;
        }
    }
}
