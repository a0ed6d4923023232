package io.freshet.analysis.script;

import java.util.Locale;

/**
 * One token of Flink SQL text: its kind, where it lies (0-based offsets, end exclusive) and its exact text.
 *
 * @param closed false for a comment, literal or quoted name whose closing delimiter is missing (it runs to the
 *               end of the text); true for every other token
 */
public record SqlToken(Kind kind, int start, int end, String text, boolean closed) {

    /** What a token is. */
    public enum Kind {
        /** A run of whitespace. */
        SPACE,
        /** {@code -- ...} up to, not including, the line break. */
        LINE_COMMENT,
        /** {@code /* ... *}{@code /}. */
        BLOCK_COMMENT,
        /** {@code /*+ ... *}{@code /}: a hint, which belongs to the statement. */
        HINT,
        /** A character literal {@code '...'}, a doubled quote escaping a quote. */
        STRING,
        /** A quoted name {@code `...`} or {@code "..."}. */
        QUOTED_NAME,
        /** A keyword, an unquoted name or a number (with its decimal point). */
        WORD,
        /** Any other single character: an operator, a parenthesis, a comma, a dot, a semicolon. */
        SYMBOL
    }

    /** False for spaces and comments: what the parser would skip. */
    public boolean significant() {
        return kind != Kind.SPACE && kind != Kind.LINE_COMMENT && kind != Kind.BLOCK_COMMENT;
    }

    /** True for the word (keyword or unquoted name) given, in any case. */
    public boolean isWord(String word) {
        return kind == Kind.WORD && text.equalsIgnoreCase(word);
    }

    /** True for the symbol given. */
    public boolean isSymbol(char symbol) {
        return kind == Kind.SYMBOL && text.charAt(0) == symbol;
    }

    /** The text upper-cased, for comparing keywords. */
    public String upper() {
        return text.toUpperCase(Locale.ROOT);
    }

    /** A name's text: a quoted name without its quotes (doubled quotes undone), a word as written. */
    public String name() {
        if (kind != Kind.QUOTED_NAME) {
            return text;
        }
        String quote = text.substring(0, 1);
        String inner = text.substring(1, closed ? text.length() - 1 : text.length());
        return inner.replace(quote + quote, quote);
    }
}
