package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;

import java.math.BigDecimal;
import java.math.RoundingMode;
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
            values.add(type != null && "DECIMAL".equals(type.path("type").asText())
                    ? decimal(fields.get(i), type.path("scale").asInt(0))
                    : value(fields.get(i), type == null ? "" : type.path("type").asText("")));
        }
        return new ResultRow(row.path("kind").asText("INSERT"), values);
    }

    /**
     * A DECIMAL at its column's scale: the gateway's JSON and Jackson's tree both drop trailing zeros (64.00 arrives
     * as 64), and DECIMAL(10, 2) means two digits after the point, in the grid, the preview and every export.
     */
    static Object decimal(JsonNode node, int scale) {
        Object value = value(node, "DECIMAL");
        if (value instanceof BigDecimal number && number.scale() < scale) {
            return number.setScale(scale, RoundingMode.UNNECESSARY);
        }
        return value;
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
