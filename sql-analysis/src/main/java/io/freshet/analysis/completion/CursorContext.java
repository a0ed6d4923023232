package io.freshet.analysis.completion;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the cursor is inside one statement: the word being typed, and the query part that Calcite's
 * advisor can complete (INSERT INTO t ..., CREATE ... AS and CREATE MATERIALIZED TABLE ... AS are
 * stripped to their query, because the advisor only completes queries).
 *
 * @param queryStart offset in the statement where the completable query begins, or -1 when there is none
 */
record CursorContext(String before, String prefix, boolean statementStart, boolean insertTarget, int queryStart) {

    private static final Pattern INSERT_TARGET =
            Pattern.compile("(?is)^\\s*(INSERT|UPSERT)\\s+(INTO|OVERWRITE)\\s+[\\w.`]*$");
    private static final Pattern QUERY_START = Pattern.compile("(?i)\\b(SELECT|WITH)\\b");

    static CursorContext of(String statementText, int cursor) {
        String before = statementText.substring(0, cursor);
        int wordStart = cursor;
        while (wordStart > 0 && isWordChar(before.charAt(wordStart - 1))) {
            wordStart--;
        }
        String prefix = before.substring(wordStart);
        boolean statementStart = before.substring(0, wordStart).isBlank();
        boolean insertTarget = INSERT_TARGET.matcher(before).matches();
        Matcher query = QUERY_START.matcher(statementText);
        int queryStart = query.find() && query.start() <= cursor ? query.start() : -1;
        return new CursorContext(before, prefix, statementStart, insertTarget, queryStart);
    }

    boolean matches(String candidate) {
        return candidate.toLowerCase(Locale.ROOT).startsWith(prefix.toLowerCase(Locale.ROOT));
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }
}
