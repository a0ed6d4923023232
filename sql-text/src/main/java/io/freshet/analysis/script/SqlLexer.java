package io.freshet.analysis.script;

import io.freshet.analysis.script.SqlToken.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits Flink SQL text into tokens the way Flink's lexer delimits them (quotes with doubled escapes, line and
 * block comments, hints) but never fails: an unclosed literal or comment runs to the end of the text. The tokens
 * cover the text exactly, so joining their texts gives it back. {@link ScriptSplitter} is built on it; use it
 * where the parser cannot help (text being typed, formatting, the views without Flink on their class path).
 */
public final class SqlLexer {

    private SqlLexer() {
    }

    /** Every token of the text, spaces and comments included, in order. */
    public static List<SqlToken> tokens(String sql) {
        List<SqlToken> tokens = new ArrayList<>();
        int i = 0;
        while (i < sql.length()) {
            SqlToken token = next(sql, i);
            tokens.add(token);
            i = token.end();
        }
        return tokens;
    }

    /** The tokens the parser reads: without spaces and comments. */
    public static List<SqlToken> significant(String sql) {
        return tokens(sql).stream().filter(SqlToken::significant).toList();
    }

    /** The text from its first significant token on: without the spaces and comments before it. */
    public static String withoutLeadingComments(String sql) {
        return tokens(sql).stream().filter(SqlToken::significant).findFirst().map(t -> sql.substring(t.start()))
                .orElse("");
    }

    /** The first significant token upper-cased when it is a word (a statement's keyword), else "". */
    public static String firstWord(String sql) {
        return tokens(sql).stream().filter(SqlToken::significant).findFirst()
                .filter(t -> t.kind() == Kind.WORD).map(SqlToken::upper).orElse("");
    }

    private static SqlToken next(String s, int i) {
        char c = s.charAt(i);
        if (Character.isWhitespace(c)) {
            int end = i;
            while (end < s.length() && Character.isWhitespace(s.charAt(end))) {
                end++;
            }
            return token(s, Kind.SPACE, i, end, true);
        }
        if (c == '-' && peek(s, i + 1) == '-') {
            int nl = s.indexOf('\n', i);
            return token(s, Kind.LINE_COMMENT, i, nl < 0 ? s.length() : nl, true);
        }
        if (c == '/' && peek(s, i + 1) == '*') {
            int close = s.indexOf("*/", i + 2);
            Kind kind = peek(s, i + 2) == '+' ? Kind.HINT : Kind.BLOCK_COMMENT;
            return token(s, kind, i, close < 0 ? s.length() : close + 2, close >= 0);
        }
        if (c == '\'' || c == '"' || c == '`') {
            return quoted(s, i, c == '\'' ? Kind.STRING : Kind.QUOTED_NAME);
        }
        if (isWordChar(c)) {
            int end = i;
            while (end < s.length() && (isWordChar(s.charAt(end)) || decimalPoint(s, i, end))) {
                end++;
            }
            return token(s, Kind.WORD, i, end, true);
        }
        return token(s, Kind.SYMBOL, i, i + 1, true);
    }

    /** A quoted text; a doubled quote is an escaped one. */
    private static SqlToken quoted(String s, int start, Kind kind) {
        char quote = s.charAt(start);
        int j = start + 1;
        while (j < s.length()) {
            if (s.charAt(j) == quote) {
                if (peek(s, j + 1) == quote) {
                    j += 2;
                    continue;
                }
                return token(s, kind, start, j + 1, true);
            }
            j++;
        }
        return token(s, kind, start, s.length(), false);
    }

    /** A '.' inside a number ("1.5"), which keeps the number one token. */
    private static boolean decimalPoint(String s, int wordStart, int at) {
        return s.charAt(at) == '.' && Character.isDigit(s.charAt(wordStart)) && Character.isDigit(peek(s, at + 1));
    }

    private static SqlToken token(String s, Kind kind, int start, int end, boolean closed) {
        return new SqlToken(kind, start, end, s.substring(start, end), closed);
    }

    private static char peek(String s, int index) {
        return index < s.length() ? s.charAt(index) : '\0';
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }
}
