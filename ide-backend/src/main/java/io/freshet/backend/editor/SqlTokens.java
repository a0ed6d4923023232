package io.freshet.backend.editor;

import java.util.ArrayList;
import java.util.List;

/** A lexer just good enough for formatting: it never splits a literal, quoted name or comment. */
final class SqlTokens {

    /** What a token is. */
    enum Kind { SPACE, LINE_COMMENT, BLOCK_COMMENT, STRING, QUOTED, WORD, SYMBOL }

    /** One token and its exact text. */
    record Token(Kind kind, String text) {
    }

    private SqlTokens() {
    }

    static List<Token> of(String sql) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            int end;
            Kind kind;
            if (Character.isWhitespace(c)) {
                end = i;
                while (end < n && Character.isWhitespace(sql.charAt(end))) {
                    end++;
                }
                kind = Kind.SPACE;
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                end = sql.indexOf('\n', i);
                end = end < 0 ? n : end;
                kind = Kind.LINE_COMMENT;
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                end = sql.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                kind = Kind.BLOCK_COMMENT;
            } else if (c == '\'' || c == '`' || c == '"') {
                end = quoteEnd(sql, i, c);
                kind = c == '\'' ? Kind.STRING : Kind.QUOTED;
            } else if (Character.isLetterOrDigit(c) || c == '_' || c == '$') {
                end = i;
                while (end < n && (Character.isLetterOrDigit(sql.charAt(end)) || sql.charAt(end) == '_'
                        || sql.charAt(end) == '$' || (sql.charAt(end) == '.' && end + 1 < n
                        && Character.isDigit(sql.charAt(end + 1)) && Character.isDigit(sql.charAt(i))))) {
                    end++;
                }
                kind = Kind.WORD;
            } else {
                end = i + 1;
                kind = Kind.SYMBOL;
            }
            tokens.add(new Token(kind, sql.substring(i, end)));
            i = end;
        }
        return tokens;
    }

    /** The end of a quoted text; a doubled quote is an escaped one. An unclosed quote runs to the end. */
    private static int quoteEnd(String sql, int start, char quote) {
        int i = start + 1;
        while (i < sql.length()) {
            if (sql.charAt(i) == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return sql.length();
    }
}
