package io.freshet.analysis.parse;

import io.freshet.analysis.quoting.SqlQuoting;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.calcite.sql.parser.SqlParseException;

/** Turns the parser's messages (often a list of 149 expected tokens) into one readable sentence and a hint. */
final class SyntaxMessages {

    private static final Pattern AT_POSITION =
            Pattern.compile("\\s*(at|near) line \\d+, column \\d+\\.?", Pattern.CASE_INSENSITIVE);
    private static final Pattern NEAR_KEYWORD = Pattern.compile("^Incorrect syntax near the keyword '([^']+)'");
    private static final Pattern LEXICAL = Pattern.compile("Encountered: \"(.+?)\" \\(\\d+\\)");
    private static final Set<String> CLAUSE_WORDS =
            Set.of("FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "UNION", "WINDOW", ")");
    private static final int MAX_LISTED = 6;

    private SyntaxMessages() {
    }

    /** What the parser reported, and where in the statement. */
    record Context(SqlParseException error, String token, boolean atEnd, boolean atStatementStart,
                   char charBefore) {

        String firstLine() {
            String message = error.getMessage();
            if (message == null) {
                return "Syntax error";
            }
            int nl = message.indexOf('\n');
            return (nl < 0 ? message : message.substring(0, nl)).trim();
        }

        /** The parser ran out of stack (thousands of nested parentheses): it then gives no message at all. */
        boolean tooDeep() {
            return error.getCause() instanceof StackOverflowError;
        }

        /** The token that failed, also when the parser only named it in its message. */
        String word() {
            if (token != null) {
                return token;
            }
            Matcher m = NEAR_KEYWORD.matcher(firstLine());
            return m.find() ? m.group(1) : null;
        }
    }

    static String describe(Context c) {
        if (c.tooDeep()) {
            return "Nested too deeply for Flink's parser";
        }
        String first = c.firstLine();
        String base;
        if (first.startsWith("Lexical error")) {
            return lexical(first);
        } else if (first.startsWith("Non-query expression encountered in illegal context")) {
            base = c.atStatementStart() ? "Not a statement Flink knows" : "Expected a query (SELECT, VALUES or WITH)";
        } else if ("'".equals(c.token())) {
            return "String literal is not closed";
        } else if (c.atEnd()) {
            base = "Unexpected end of statement";
        } else if (c.token() != null && first.startsWith("Encountered")) {
            base = "Unexpected \"" + c.token() + "\"";
        } else {
            base = AT_POSITION.matcher(first).replaceAll("").trim();
        }
        if (base.endsWith(".")) {
            base = base.substring(0, base.length() - 1);
        }
        Collection<String> expected = c.error().getExpectedTokenNames();
        if (expected != null && !expected.isEmpty() && expected.size() <= MAX_LISTED) {
            List<String> names = expected.stream().map(SyntaxMessages::token).distinct().sorted().toList();
            return base + "; expected " + String.join(", ", names);
        }
        return base;
    }

    static String hint(Context c) {
        if (c.tooDeep()) {
            return "Simplify the statement (for example fewer nested parentheses), or split it into views.";
        }
        String first = c.firstLine();
        String word = c.word();
        if (first.startsWith("Lexical error")) {
            return first.contains("<EOF>")
                    ? "Close the /* comment with */, or the `quoted name` with a backtick."
                    : "Remove the character, or put it inside a 'string'.";
        }
        if ("'".equals(c.token())) {
            return "Close the string with a single quote; write '' for a quote inside it.";
        }
        if (c.atEnd()) {
            return "The statement ends too early: something is missing at its end.";
        }
        if (c.charBefore() == ',' && word != null && CLAUSE_WORDS.contains(word.toUpperCase())) {
            return "Remove the comma before " + word + ", or add the missing item.";
        }
        if (c.atStatementStart()) {
            return "Flink 2.0 does not support this statement (or its keyword is misspelled).";
        }
        boolean nameExpected = first.startsWith("Incorrect syntax near the keyword")
                || (c.error().getExpectedTokenNames() != null
                        && c.error().getExpectedTokenNames().contains("<IDENTIFIER>"));
        if ("FROM".equalsIgnoreCase(word) && nameExpected) {
            return "Add the columns to select before FROM.";
        }
        if (word != null && nameExpected && Keywords.isReserved(word)) {
            return "\"" + word + "\" is a reserved word; to use it as a name, quote it: " + SqlQuoting.identifier(word) + ".";
        }
        return null;
    }

    static String plain(RuntimeException e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int nl = message.indexOf('\n');
        return AT_POSITION.matcher(nl < 0 ? message : message.substring(0, nl)).replaceAll("").trim();
    }

    private static String lexical(String first) {
        if (first.contains("<EOF>")) {
            return "Unclosed comment or quoted name";
        }
        Matcher m = LEXICAL.matcher(first);
        return m.find() ? "Character \"" + m.group(1) + "\" is not allowed here" : "Unreadable character";
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
}
