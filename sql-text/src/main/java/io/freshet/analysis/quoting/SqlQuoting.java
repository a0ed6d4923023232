package io.freshet.analysis.quoting;

import java.util.Arrays;
import java.util.List;
import java.util.ArrayList;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Flink SQL quoting, written to match Flink's own {@code EncodingUtils.escapeIdentifier} / {@code escapeSingleQuotes}
 * and {@code ObjectIdentifier.asSerializableString}, so that text built here reads back as the same names and values.
 */
public final class SqlQuoting {

    private static final Pattern QUOTED_PART = Pattern.compile("`((?:[^`]|``)*)`");

    private SqlQuoting() {
    }

    /** An identifier in backticks, embedded backticks doubled: {@code a`b} becomes {@code `a``b`}. */
    public static String identifier(String name) {
        return "`" + escapeBackticks(name) + "`";
    }

    /** The names as quoted identifiers joined by dots: {@code `catalog`.`db`.`table`}; dots inside a name stay in it. */
    public static String qualified(String... parts) {
        return qualified(Arrays.asList(parts));
    }

    /** {@link #qualified(String...)} for a list of name parts. */
    public static String qualified(List<String> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("A qualified name needs at least one part");
        }
        return parts.stream().map(SqlQuoting::identifier).collect(Collectors.joining("."));
    }

    /** Quoted identifiers separated by {@code ", "}, as a column list is written. */
    public static String identifierList(List<String> names) {
        return names.stream().map(SqlQuoting::identifier).collect(Collectors.joining(", "));
    }

    /** A string literal in single quotes, embedded single quotes doubled: {@code it's} becomes {@code 'it''s'}. */
    public static String literal(String value) {
        return "'" + escapeSingleQuotes(value) + "'";
    }

    /** The inside of an identifier: backticks doubled, nothing added around it. */
    public static String escapeBackticks(String name) {
        return Objects.requireNonNull(name, "name").replace("`", "``");
    }

    /** The inside of a string literal: single quotes doubled, nothing added around it. */
    public static String escapeSingleQuotes(String value) {
        return Objects.requireNonNull(value, "value").replace("'", "''");
    }

    /** The inside of a quoted identifier read back: doubled backticks become one. */
    public static String unescapeBackticks(String quotedInside) {
        return Objects.requireNonNull(quotedInside, "quotedInside").replace("``", "`");
    }

    /**
     * The names of a fully quoted, dot-separated name such as {@code `lake`.`db`.`a``b`} ({@code lake, db, a`b});
     * empty when the text is anything else (an unquoted part, spaces, a trailing dot).
     */
    public static Optional<List<String>> parseQualified(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        Matcher part = QUOTED_PART.matcher(text);
        int at = 0;
        while (part.find(at) && part.start() == at) {
            parts.add(unescapeBackticks(part.group(1)));
            at = part.end();
            if (at == text.length()) {
                return Optional.of(List.copyOf(parts));
            }
            if (text.charAt(at) != '.') {
                return Optional.empty();
            }
            at++;
        }
        return Optional.empty();
    }
}
