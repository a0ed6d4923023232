package io.freshet.analysis.serving;

import java.util.regex.Pattern;

/**
 * The values Freshet writes into another engine's catalog statement: only characters that need no quoting in any of
 * the engines' string literals, property files or configuration lines (StarRocks and Doris read backslashes as
 * escapes, Trino's files read {@code ${...}} as substitutions), so nothing is escaped and nothing can break out.
 */
final class SafeValues {

    private static final Pattern VALUE = Pattern.compile("[A-Za-z0-9._:/@%+=,~-]{1,1000}");
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,63}");
    /** Database and table names every engine here takes unquoted (Trino folds names to lower case). */
    private static final Pattern PLAIN = Pattern.compile("[a-z_][a-z0-9_]{0,127}");

    private SafeValues() {
    }

    static String require(String what, String value) {
        if (value == null || !VALUE.matcher(value.strip()).matches()) {
            throw new IllegalArgumentException("The " + what + " may hold only letters, digits and . _ : / @ % + = , ~ -"
                    + " (1 to 1000 of them).");
        }
        return value.strip();
    }

    static String optional(String what, String value) {
        return value == null || value.isBlank() ? null : require(what, value);
    }

    /** Whether a database or table name needs no quoting in any of the engines. */
    static boolean plainName(String name) {
        return name != null && PLAIN.matcher(name).matches();
    }

    /** A catalog name every engine takes unquoted: a letter, then letters, digits or '_', 64 at most. */
    static String catalogName(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("A catalog name starts with a letter and holds only letters, digits"
                    + " and '_' (64 at most).");
        }
        return name;
    }
}
