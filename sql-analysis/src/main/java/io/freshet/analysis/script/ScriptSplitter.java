package io.freshet.analysis.script;

import io.freshet.analysis.diagnostic.TextRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits a Flink SQL script into statements at top-level semicolons. It scans like Flink's lexer
 * (quotes with doubled escapes, line and block comments) but never fails, so a broken statement
 * cannot shift the extents of the statements after it. Semicolons inside a
 * {@code [EXECUTE] STATEMENT SET BEGIN ... END} block belong to the block.
 */
public final class ScriptSplitter {

    private ScriptSplitter() {
    }

    /** The statements of a script, in order; empty statements (";;") are dropped. */
    public static List<Statement> split(SourceText source) {
        return new Scan(source).run();
    }

    /** The scanning state of one split. */
    private static final class Scan {
        private final SourceText source;
        private final String s;
        private final List<Statement> out = new ArrayList<>();
        private int start = -1;
        private int lastEnd = -1;
        private String prev1 = "";
        private String prev2 = "";
        private boolean inBlock;
        private int caseDepth;

        Scan(SourceText source) {
            this.source = source;
            this.s = source.text();
        }

        List<Statement> run() {
            int i = 0;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '-' && peek(i + 1) == '-') {
                    i = skipLine(i);
                } else if (c == '/' && peek(i + 1) == '*' && peek(i + 2) != '+') {
                    int end = skipBlockComment(i);
                    // an unclosed comment stays in the statement so that the parser reports it
                    i = s.startsWith("*/", end - 2) && end - 2 > i + 1 ? end : mark(i, end);
                } else if (c == '\'' || c == '"' || c == '`') {
                    i = mark(i, skipQuoted(i, c));
                } else if (c == ';' && !inBlock) {
                    emit(true);
                    i++;
                } else if (isWordChar(c)) {
                    int end = i;
                    while (end < s.length() && isWordChar(s.charAt(end))) {
                        end++;
                    }
                    word(s.substring(i, end).toUpperCase(Locale.ROOT));
                    i = mark(i, end);
                } else if (c == '/' && peek(i + 1) == '*') {
                    i = mark(i, skipBlockComment(i));
                } else {
                    i = mark(i, i + 1);
                }
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

        private int mark(int from, int to) {
            if (start < 0) {
                start = from;
            }
            lastEnd = to;
            return to;
        }

        private void emit(boolean terminated) {
            if (start >= 0) {
                TextRange range = new TextRange(source.lineOf(start), source.columnOf(start),
                        source.lineOf(lastEnd - 1), source.columnOf(lastEnd - 1));
                out.add(new Statement(out.size(), s.substring(start, lastEnd), start, lastEnd, range,
                        terminated));
            }
            start = -1;
            lastEnd = -1;
            prev1 = "";
            prev2 = "";
            inBlock = false;
        }

        private char peek(int index) {
            return index < s.length() ? s.charAt(index) : '\0';
        }

        private int skipLine(int i) {
            int nl = s.indexOf('\n', i);
            return nl < 0 ? s.length() : nl + 1;
        }

        private int skipBlockComment(int i) {
            int close = s.indexOf("*/", i + 2);
            return close < 0 ? s.length() : close + 2;
        }

        private int skipQuoted(int i, char quote) {
            int j = i + 1;
            while (j < s.length()) {
                if (s.charAt(j) == quote) {
                    if (peek(j + 1) == quote) {
                        j += 2;
                        continue;
                    }
                    return j + 1;
                }
                j++;
            }
            return s.length();
        }

        private static boolean isWordChar(char c) {
            return Character.isLetterOrDigit(c) || c == '_' || c == '$';
        }
    }
}
