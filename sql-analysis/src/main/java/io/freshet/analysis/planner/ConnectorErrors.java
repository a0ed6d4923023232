package io.freshet.analysis.planner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what a connector or format factory threw when the planner created a table's source or sink
 * ("Unable to create a source for reading table ...", with the factory's reason below it) and says it in
 * one line that names the table and the wrong option, with the option keys to mark in the DDL.
 */
final class ConnectorErrors {

    private static final Pattern WRAPPER =
            Pattern.compile("Unable to create a (source for reading|sink for writing) table '([^']+)'");
    private static final Pattern TABLE_OPTION = Pattern.compile("^'([^']+)'='(.*)'$", Pattern.MULTILINE);
    static final Pattern INVALID_VALUE = Pattern.compile("Could not parse value '(.*)' for key '([^']+)'");
    static final Pattern EXPECTED = Pattern.compile("Expected one of: \\[\\[([^]]*)]]");
    private static final Pattern JDBC_URL =
            Pattern.compile("Could not find any jdbc factory that can handle url '([^']*)'");
    private static final Pattern FORMAT_WRAPPER = Pattern.compile("^Error creating (scan|sink) format '[^']+'");

    /**
     * A connector's refusal of a table's options.
     *
     * @param table the table's name as the statement may write it (its last part)
     * @param reading true for its source, false for its sink
     * @param reason what is wrong, one line, naming the option
     * @param optionKeys the user's option keys the reason is about, most relevant first
     * @param hint how to fix it, or null
     */
    record ConnectorError(String table, boolean reading, String reason, List<String> optionKeys, String hint) {

        /** The message for a statement that reads or writes the table. */
        String message() {
            return "Table '" + table + "' cannot be " + (reading ? "read" : "written") + ": " + reason;
        }
    }

    private ConnectorErrors() {
    }

    /** The connector error inside what the planner threw, or null when it is not one. */
    static ConnectorError of(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            Matcher m = t.getMessage() == null ? null : WRAPPER.matcher(t.getMessage());
            if (m != null && m.find()) {
                Map<String, String> options = tableOptions(t.getMessage());
                String id = m.group(2);
                return reason(t.getCause(), id.substring(id.lastIndexOf('.') + 1),
                        m.group(1).startsWith("source"), options);
            }
        }
        return null;
    }

    private static ConnectorError reason(Throwable cause, String table, boolean reading, Map<String, String> options) {
        Throwable t = cause;
        while (t != null && t.getMessage() != null && FORMAT_WRAPPER.matcher(t.getMessage()).find()
                && t.getCause() != null) {
            t = t.getCause();
        }
        String full = t == null || t.getMessage() == null ? "the connector refused its options" : t.getMessage();
        String connector = options.getOrDefault("connector", "?");
        if (full.startsWith("Unsupported options found for '")) {
            return unsupported(full, table, reading);
        }
        if (full.startsWith("One or more required options are missing.")) {
            List<String> missing = section(full, "Missing required options are:");
            String which = missing.size() == 1 ? "missing required option '" : "missing required options '";
            return new ConnectorError(table, reading, which + String.join("', '", missing) + "' of connector '"
                    + connector + "'", OptionNames.keys(options, "connector"), null);
        }
        if (full.startsWith("Invalid value for option '")) {
            return invalidValue(t, table, reading, options);
        }
        if (full.startsWith("Either all or none of the following options should be provided:")) {
            List<String> group = full.lines().skip(1).map(String::strip).filter(l -> !l.isEmpty()).toList();
            List<String> present = group.stream().filter(options::containsKey).toList();
            return new ConnectorError(table, reading, "options '" + String.join("', '", group)
                    + "' go together: set all of them or none", present, null);
        }
        Matcher url = JDBC_URL.matcher(full);
        if (url.find()) {
            return new ConnectorError(table, reading, "no JDBC dialect here handles url '" + url.group(1)
                    + "' (Freshet ships the PostgreSQL one)", OptionNames.keys(options, "url"), null);
        }
        String first = firstSentence(full);
        return new ConnectorError(table, reading, first, OptionNames.optionKeysIn(full, options),
                KnownErrors.hint(first));
    }

    private static ConnectorError unsupported(String full, String table, boolean reading) {
        String connector = full.substring("Unsupported options found for '".length(), full.indexOf("'.") < 0
                ? full.length() : full.indexOf("'."));
        List<String> wrong = section(full, "Unsupported options:");
        List<String> supported = section(full, "Supported options:");
        StringBuilder reason = new StringBuilder(wrong.size() == 1 ? "unsupported option '" : "unsupported options '")
                .append(String.join("', '", wrong)).append("' for '").append(connector).append("'");
        String suggestion = wrong.size() == 1 ? OptionNames.closest(wrong.get(0), supported) : null;
        if (suggestion != null) {
            reason.append(" (did you mean '").append(suggestion).append("'?)");
        }
        String hint = supported.isEmpty() ? null : "Options of '" + connector + "': " + String.join(", ", supported);
        return new ConnectorError(table, reading, reason.toString(), wrong, hint);
    }

    private static ConnectorError invalidValue(Throwable t, String table, boolean reading,
                                               Map<String, String> options) {
        String key = OptionNames.userKey(t.getMessage().substring("Invalid value for option '".length(),
                t.getMessage().indexOf('\'', "Invalid value for option '".length())), options);
        String value = options.get(key);
        String expected = null;
        for (Throwable c = t.getCause(); c != null; c = c.getCause()) {
            Matcher parse = c.getMessage() == null ? null : INVALID_VALUE.matcher(c.getMessage());
            if (parse != null && parse.find() && value == null) {
                value = parse.group(1);
            }
            Matcher e = c.getMessage() == null ? null : EXPECTED.matcher(c.getMessage());
            if (e != null && e.find()) {
                expected = e.group(1);
            }
        }
        String reason = "invalid value " + (value == null ? "" : "'" + value + "' ") + "for option '" + key + "'"
                + (expected == null ? "" : "; expected one of " + expected);
        return new ConnectorError(table, reading, reason, List.of(key), null);
    }

    /** The lines of a factory message's block after the heading, up to the next blank line. */
    private static List<String> section(String full, String heading) {
        int at = full.indexOf(heading);
        if (at < 0) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        boolean started = false;
        for (String line : full.substring(at + heading.length()).lines().toList()) {
            if (line.isBlank()) {
                if (started) {
                    break;
                }
                continue;
            }
            started = true;
            lines.add(line.strip());
        }
        return lines;
    }

    /** The options the wrapper lists ("Table options are:" then 'key'='value' lines). */
    private static Map<String, String> tableOptions(String wrapper) {
        Map<String, String> options = new LinkedHashMap<>();
        int at = wrapper.indexOf("Table options are:");
        if (at >= 0) {
            Matcher m = TABLE_OPTION.matcher(wrapper.substring(at));
            while (m.find()) {
                options.put(m.group(1), m.group(2));
            }
        }
        return options;
    }

    private static String firstSentence(String full) {
        String line = full.lines().findFirst().orElse(full).strip();
        int period = line.indexOf(". ");
        String sentence = period > 0 ? line.substring(0, period) : line;
        sentence = sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
        return sentence.isEmpty() ? sentence : Character.toLowerCase(sentence.charAt(0)) + sentence.substring(1);
    }
}
