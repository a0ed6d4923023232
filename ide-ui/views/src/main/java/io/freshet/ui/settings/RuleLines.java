package io.freshet.ui.settings;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The policy form's text boxes: one entry a line, options as "key = rule" and connector options as
 * "connector: key = rule". Blank lines are ignored; a line that cannot be read is refused with its number.
 */
final class RuleLines {

    private RuleLines() {
    }

    /** A line the form could not read: its 1-based number and why. */
    static final class BadLine extends RuntimeException {
        private final int line;

        BadLine(int line, String reason) {
            super("Line " + line + ": " + reason);
            this.line = line;
        }

        int line() {
            return line;
        }
    }

    static String text(Collection<String> entries) {
        return String.join("\n", entries);
    }

    static String rulesText(Map<String, String> rules) {
        List<String> lines = new ArrayList<>();
        rules.forEach((key, rule) -> lines.add(key + " = " + rule));
        return String.join("\n", lines);
    }

    static String connectorText(Map<String, Map<String, String>> byConnector) {
        List<String> lines = new ArrayList<>();
        byConnector.forEach((connector, rules) -> rules.forEach((key, rule) ->
                lines.add(connector + ": " + key + " = " + rule)));
        return String.join("\n", lines);
    }

    /** The entries, trimmed, in the order written; blank lines left out. */
    static List<String> entries(String text) {
        List<String> out = new ArrayList<>();
        for (String line : lines(text)) {
            if (!line.isBlank()) {
                out.add(line.strip());
            }
        }
        return out;
    }

    static Map<String, String> rules(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        List<String> lines = lines(text);
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                String[] rule = rule(lines.get(i), i + 1);
                put(out, rule[0], rule[1], i + 1);
            }
        }
        return out;
    }

    static Map<String, Map<String, String>> connectorRules(String text) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        List<String> lines = lines(text);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0 || line.substring(0, colon).isBlank()) {
                throw new BadLine(i + 1, "write connector: key = rule, e.g. kafka: topic = scalar");
            }
            String[] rule = rule(line.substring(colon + 1), i + 1);
            put(out.computeIfAbsent(line.substring(0, colon).strip(), c -> new LinkedHashMap<>()), rule[0], rule[1],
                    i + 1);
        }
        return out;
    }

    /**
     * The line of a list's entry the policy's JSON names by index: JSON keeps a list's order ({@code ordered}) or
     * sorts a set's entries. 0 when the text has no such entry.
     */
    static int lineOfEntry(String text, int index, boolean ordered) {
        List<String> entries = entries(text);
        List<String> inJson = ordered ? entries : new ArrayList<>(new TreeSet<>(entries));
        return index < 0 || index >= inJson.size() ? 0 : lineOf(text, inJson.get(index));
    }

    /** The line of an option key ("connector.key" for connector options); 0 when no line names it. */
    static int lineOfKey(String text, String key, boolean byConnector) {
        List<String> lines = lines(text);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int colon = line.indexOf(':');
            String name = byConnector && colon > 0
                    ? line.substring(0, colon).strip() + "." + keyOf(line.substring(colon + 1)) : keyOf(line);
            if (name.equals(key)) {
                return i + 1;
            }
        }
        return 0;
    }

    private static int lineOf(String text, String entry) {
        List<String> lines = lines(text);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().equals(entry)) {
                return i + 1;
            }
        }
        return 0;
    }

    private static String keyOf(String line) {
        int equals = line.indexOf('=');
        return (equals < 0 ? line : line.substring(0, equals)).strip();
    }

    private static String[] rule(String line, int number) {
        int equals = line.indexOf('=');
        if (equals < 0 || line.substring(0, equals).isBlank() || line.substring(equals + 1).isBlank()) {
            throw new BadLine(number, "write key = rule, e.g. bucket = scalar");
        }
        return new String[] {line.substring(0, equals).strip(), line.substring(equals + 1).strip()};
    }

    private static void put(Map<String, String> rules, String key, String rule, int number) {
        if (rules.putIfAbsent(key, rule) != null) {
            throw new BadLine(number, "'" + key + "' is listed twice");
        }
    }

    private static List<String> lines(String text) {
        return text == null || text.isEmpty() ? List.of() : List.of(text.split("\r?\n", -1));
    }
}
