package io.freshet.analysis.parse;

import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.flink.sql.parser.impl.ParseException;
import org.apache.flink.sql.parser.impl.Token;

/**
 * Finds the token the parser choked on. JavaCC reports the whole lookahead sequence ("= =") from
 * the first token after the last good one; the failing token is the last of that sequence.
 */
final class OffendingToken {

    private OffendingToken() {
    }

    /** The failing token, or null when the error did not come from the grammar (lexical errors). */
    static Token of(SqlParseException e) {
        if (!(e.getCause() instanceof ParseException pe) || pe.currentToken == null
                || pe.currentToken.next == null) {
            return null;
        }
        int lookahead = 1;
        if (pe.expectedTokenSequences != null) {
            for (int[] sequence : pe.expectedTokenSequences) {
                lookahead = Math.max(lookahead, sequence.length);
            }
        }
        Token token = pe.currentToken.next;
        for (int i = 1; i < lookahead && token.next != null && token.kind != 0; i++) {
            token = token.next;
        }
        return token;
    }

    /** The image of the last token the parser accepted, or null. */
    static String previousImage(SqlParseException e) {
        return e.getCause() instanceof ParseException pe && pe.currentToken != null
                ? pe.currentToken.image : null;
    }

    /** True for the end-of-input token. */
    static boolean isEnd(Token token) {
        return token != null && token.kind == 0;
    }
}
