package io.freshet.ui.run;

import java.util.List;

/**
 * Tab-separated text as spreadsheets paste it: a value holding a tab, line break or quote is quoted (quotes
 * doubled); NULL is an empty field.
 */
final class Tsv {

    private Tsv() {
    }

    static String of(List<String> header, List<List<String>> rows) {
        StringBuilder text = new StringBuilder();
        line(text, header);
        rows.forEach(row -> line(text, row));
        return text.toString();
    }

    static String cell(String value) {
        if (value == null) {
            return "";
        }
        boolean quote = value.indexOf('\t') >= 0 || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0
                || value.indexOf('"') >= 0;
        return quote ? "\"" + value.replace("\"", "\"\"") + "\"" : value;
    }

    private static void line(StringBuilder text, List<String> values) {
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                text.append('\t');
            }
            text.append(cell(values.get(i)));
        }
        text.append('\n');
    }
}
