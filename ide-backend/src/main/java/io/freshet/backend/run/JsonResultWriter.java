package io.freshet.backend.run;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.freshet.ui.run.ResultColumn;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A JSON array with one object per row, keyed by column name (a repeated name gets a suffix: {@code id}, {@code id_2}).
 * Values keep their SQL type: numbers and booleans bare, NULL as null, ARRAY/MAP/ROW/MULTISET as nested JSON, every
 * other type (temporal, text, binary) as a string; a value that does not fit its type's JSON form is kept as a string.
 */
final class JsonResultWriter implements ResultWriter {

    private static final JsonFactory JSON = new JsonFactory();
    private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9]\\d*)(\\.\\d+)?([eE][+-]?\\d+)?");
    private static final Set<String> NUMERIC = Set.of("TINYINT", "SMALLINT", "INT", "INTEGER", "BIGINT", "FLOAT",
            "DOUBLE", "DECIMAL", "DEC", "NUMERIC", "REAL");
    private static final Set<String> NESTED = Set.of("ARRAY", "MAP", "ROW", "MULTISET");

    /** How each column's text becomes JSON. */
    private enum Shape { NUMBER, BOOLEAN, NESTED, TEXT }

    private final JsonGenerator out;
    private final boolean withKind;
    private final List<String> keys = new ArrayList<>();
    private final List<Shape> shapes = new ArrayList<>();

    JsonResultWriter(Writer writer, List<ResultColumn> columns, boolean withKind) throws IOException {
        this.out = JSON.createGenerator(writer);
        this.withKind = withKind;
        Set<String> used = new HashSet<>();
        if (withKind) {
            used.add(CHANGE_COLUMN);
        }
        for (ResultColumn column : columns) {
            String key = column.name();
            for (int n = 2; !used.add(key); n++) {
                key = column.name() + "_" + n;
            }
            keys.add(key);
            shapes.add(shape(column.type()));
        }
        out.writeStartArray();
    }

    @Override
    public void row(String kind, List<String> values) throws IOException {
        out.writeRaw('\n');
        out.writeStartObject();
        if (withKind) {
            out.writeStringField(CHANGE_COLUMN, kind);
        }
        for (int i = 0; i < keys.size(); i++) {
            out.writeFieldName(keys.get(i));
            value(i < values.size() ? values.get(i) : null, shapes.get(i));
        }
        out.writeEndObject();
    }

    @Override
    public void finish() throws IOException {
        out.writeRaw('\n');
        out.writeEndArray();
        out.writeRaw('\n');
        out.flush();
    }

    private void value(String text, Shape shape) throws IOException {
        if (text == null) {
            out.writeNull();
        } else if (shape == Shape.NUMBER && NUMBER.matcher(text).matches()
                || shape == Shape.BOOLEAN && (text.equals("true") || text.equals("false"))
                || shape == Shape.NESTED && isJson(text)) {
            out.writeRawValue(text);
        } else {
            out.writeString(text);
        }
    }

    static Shape shape(String type) {
        String root = type == null ? "" : type.strip().split("[\\s(<]", 2)[0].toUpperCase(Locale.ROOT);
        if (NUMERIC.contains(root)) {
            return Shape.NUMBER;
        }
        if (root.equals("BOOLEAN")) {
            return Shape.BOOLEAN;
        }
        return NESTED.contains(root) ? Shape.NESTED : Shape.TEXT;
    }

    /** One whole JSON value and nothing after it: only then is it written raw. */
    private static boolean isJson(String text) {
        try (JsonParser parser = JSON.createParser(text)) {
            if (parser.nextToken() == null) {
                return false;
            }
            parser.skipChildren();
            return parser.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }
}
