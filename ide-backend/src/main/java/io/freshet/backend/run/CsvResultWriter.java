package io.freshet.backend.run;

import io.freshet.ui.run.ResultColumn;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * CSV as RFC 4180 has it: a header of column names, CRLF line ends, a field quoted when it holds a comma, quote, line
 * break or edge space (quotes doubled). NULL is an empty unquoted field, an empty string an empty quoted one, as
 * PostgreSQL's COPY tells them apart. Nested values (ARRAY, MAP, ROW) are their JSON text in one field.
 */
final class CsvResultWriter implements ResultWriter {

    private final Writer out;
    private final boolean withKind;

    CsvResultWriter(Writer out, List<ResultColumn> columns, boolean withKind) throws IOException {
        this.out = out;
        this.withKind = withKind;
        List<String> header = new ArrayList<>();
        if (withKind) {
            header.add(CHANGE_COLUMN);
        }
        columns.forEach(c -> header.add(c.name()));
        line(header);
    }

    @Override
    public void row(String kind, List<String> values) throws IOException {
        if (withKind) {
            List<String> fields = new ArrayList<>(values.size() + 1);
            fields.add(kind);
            fields.addAll(values);
            line(fields);
        } else {
            line(values);
        }
    }

    @Override
    public void finish() throws IOException {
        out.flush();
    }

    private void line(List<String> fields) throws IOException {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            field(fields.get(i));
        }
        out.write("\r\n");
    }

    private void field(String value) throws IOException {
        if (value == null) {
            return;
        }
        if (value.isEmpty() || needsQuotes(value)) {
            out.write('"');
            out.write(value.replace("\"", "\"\""));
            out.write('"');
        } else {
            out.write(value);
        }
    }

    static boolean needsQuotes(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == ',' || c == '"' || c == '\n' || c == '\r') {
                return true;
            }
        }
        return Character.isWhitespace(value.charAt(0)) || Character.isWhitespace(value.charAt(value.length() - 1));
    }
}
