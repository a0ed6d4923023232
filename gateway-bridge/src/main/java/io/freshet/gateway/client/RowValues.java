package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/** Converts one JSON result row to Java values, typed by the column's logical type. */
final class RowValues {

    private RowValues() {
    }

    static ResultRow toRow(JsonNode row, List<JsonNode> columnTypes) {
        JsonNode fields = row.path("fields");
        List<Object> values = new ArrayList<>(fields.size());
        for (int i = 0; i < fields.size(); i++) {
            JsonNode type = i < columnTypes.size() ? columnTypes.get(i) : null;
            values.add(value(fields.get(i), type == null ? "" : type.path("type").asText("")));
        }
        return new ResultRow(row.path("kind").asText("INSERT"), values);
    }

    static Object value(JsonNode node, String typeRoot) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (node.isNumber()) {
            return switch (typeRoot) {
                case "TINYINT" -> (byte) node.intValue();
                case "SMALLINT" -> (short) node.intValue();
                case "INTEGER" -> node.intValue();
                case "BIGINT" -> node.longValue();
                case "FLOAT" -> node.floatValue();
                case "DOUBLE" -> node.doubleValue();
                case "DECIMAL" -> node.decimalValue();
                default -> node.numberValue();
            };
        }
        if (node.isTextual()) {
            return node.textValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        // ROW, ARRAY, MAP and MULTISET: plain lists and maps are enough for display and tests
        return GatewayHttp.JSON.convertValue(node, Object.class);
    }
}
