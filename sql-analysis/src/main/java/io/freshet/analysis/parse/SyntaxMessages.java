package io.freshet.analysis.parse;

import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.flink.sql.parser.impl.Token;

/** Turns the parser's messages (often a list of 149 expected tokens) into one readable sentence. */
final class SyntaxMessages {

    private static final Pattern AT_POSITION =
            Pattern.compile("\\s*(at|near) line \\d+, column \\d+\\.?", Pattern.CASE_INSENSITIVE);
    private static final int MAX_LISTED = 6;

    private SyntaxMessages() {
    }

    static String describe(SqlParseException e, Token offending) {
        String first = firstLine(e.getMessage());
        String base;
        if (first.startsWith("Non-query expression encountered in illegal context")) {
            base = "Not a statement Flink knows";
        } else if (offending != null && "'".equals(offending.image)) {
            return "String literal is not closed";
        } else if (OffendingToken.isEnd(offending)) {
            base = "Unexpected end of statement";
        } else if (offending != null && first.startsWith("Encountered")) {
            base = "Unexpected \"" + offending.image + "\"";
        } else {
            base = AT_POSITION.matcher(first).replaceAll("").trim();
        }
        if (base.endsWith(".")) {
            base = base.substring(0, base.length() - 1);
        }
        Collection<String> expected = e.getExpectedTokenNames();
        if (expected != null && !expected.isEmpty() && expected.size() <= MAX_LISTED) {
            List<String> names = expected.stream().map(SyntaxMessages::token).distinct().sorted().toList();
            return base + "; expected " + String.join(", ", names);
        }
        return base;
    }

    static String hint(SqlParseException e, Token offending, boolean atStatementStart) {
        String first = firstLine(e.getMessage());
        if (offending != null && "'".equals(offending.image)) {
            return "Close the string with a single quote; write '' for a quote inside it.";
        }
        if (OffendingToken.isEnd(offending)) {
            return "The statement ends too early: something is missing at its end.";
        }
        if (atStatementStart) {
            return "Flink 2.0 does not support this statement (or its keyword is misspelled).";
        }
        if (first.startsWith("Incorrect syntax near the keyword")) {
            return "A reserved word cannot be used as a name here; quote it with backticks.";
        }
        return null;
    }

    static String plain(RuntimeException e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return AT_POSITION.matcher(firstLine(message)).replaceAll("").trim();
    }

    private static String token(String name) {
        String unquoted = name.startsWith("\"") && name.endsWith("\"") && name.length() > 2
                ? name.substring(1, name.length() - 1) : name;
        return switch (unquoted) {
            case "<IDENTIFIER>", "<QUOTED_IDENTIFIER>", "<BACK_QUOTED_IDENTIFIER>",
                 "<BRACKET_QUOTED_IDENTIFIER>", "<UNICODE_QUOTED_IDENTIFIER>",
                 "<BIG_QUERY_BACK_QUOTED_IDENTIFIER>", "<HYPHENATED_IDENTIFIER>" -> "a name";
            case "<UNSIGNED_INTEGER_LITERAL>", "<APPROX_NUMERIC_LITERAL>", "<DECIMAL_NUMERIC_LITERAL>" -> "a number";
            case "<QUOTED_STRING>" -> "a string";
            case "<EOF>" -> "end of statement";
            default -> unquoted;
        };
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "Syntax error";
        }
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).trim();
    }
}
