package io.freshet.gateway.project;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a script at the semicolons that end statements: not inside quotes, identifiers in backticks,
 * or comments. Comment-only pieces are dropped; the gateway takes one statement at a time.
 */
public final class SqlScript {

    private SqlScript() {
    }

    public static List<String> split(String script) {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int i = 0;
        while (i < script.length()) {
            char c = script.charAt(i);
            if (c == '\'' || c == '`' || c == '"') {
                int end = closing(script, i, c);
                current.append(script, i, end);
                i = end;
            } else if (script.startsWith("--", i)) {
                int end = script.indexOf('\n', i);
                i = end < 0 ? script.length() : end + 1;
                current.append('\n');
            } else if (script.startsWith("/*", i)) {
                int end = script.indexOf("*/", i + 2);
                i = end < 0 ? script.length() : end + 2;
                current.append(' ');
            } else if (c == ';') {
                add(statements, current);
                current.setLength(0);
                i++;
            } else {
                current.append(c);
                i++;
            }
        }
        add(statements, current);
        return statements;
    }

    /** Index after the closing quote; a doubled quote is an escaped one. */
    private static int closing(String script, int start, char quote) {
        int i = start + 1;
        while (i < script.length()) {
            if (script.charAt(i) == quote) {
                if (i + 1 < script.length() && script.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return script.length();
    }

    private static void add(List<String> statements, StringBuilder statement) {
        String text = statement.toString().strip();
        if (!text.isEmpty()) {
            statements.add(text);
        }
    }
}
