package io.freshet.gateway.client;

import io.freshet.analysis.quoting.SqlQuoting;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/** Renders the gateway's JSON logical type ({"type":"VARCHAR","length":...}) as Flink SQL type text. */
final class LogicalTypeText {

    private static final int MAX_LENGTH = Integer.MAX_VALUE;

    private LogicalTypeText() {
    }

    static String render(JsonNode type) {
        if (type == null || type.isMissingNode() || type.isNull()) {
            return "";
        }
        if (type.isTextual()) {
            return type.asText();
        }
        String root = type.path("type").asText("");
        String text = switch (root) {
            case "CHAR", "BINARY" -> root + "(" + type.path("length").asInt() + ")";
            case "VARCHAR" -> withLength("STRING", root, type);
            case "VARBINARY" -> withLength("BYTES", root, type);
            case "DECIMAL" -> "DECIMAL(" + type.path("precision").asInt() + ", " + type.path("scale").asInt() + ")";
            case "TIME_WITHOUT_TIME_ZONE" -> "TIME(" + type.path("precision").asInt() + ")";
            case "TIMESTAMP_WITHOUT_TIME_ZONE" -> "TIMESTAMP(" + type.path("precision").asInt() + ")";
            case "TIMESTAMP_WITH_TIME_ZONE" -> "TIMESTAMP(" + type.path("precision").asInt() + ") WITH TIME ZONE";
            case "TIMESTAMP_WITH_LOCAL_TIME_ZONE" -> "TIMESTAMP_LTZ(" + type.path("precision").asInt() + ")";
            case "ARRAY", "MULTISET" -> root + "<" + render(type.path("elementType")) + ">";
            case "MAP" -> "MAP<" + render(type.path("keyType")) + ", " + render(type.path("valueType")) + ">";
            case "ROW" -> "ROW<" + rowFields(type.path("fields")) + ">";
            case "INTERVAL_YEAR_MONTH", "INTERVAL_DAY_TIME" ->
                    "INTERVAL " + type.path("resolution").asText("").replace('_', ' ');
            case "RAW" -> "RAW('" + type.path("class").asText("") + "', ...)";
            default -> root;
        };
        return type.path("nullable").asBoolean(true) ? text : text + " NOT NULL";
    }

    private static String withLength(String unbounded, String root, JsonNode type) {
        int length = type.path("length").asInt(MAX_LENGTH);
        return length == MAX_LENGTH ? unbounded : root + "(" + length + ")";
    }

    private static String rowFields(JsonNode fields) {
        List<String> parts = new ArrayList<>();
        for (JsonNode field : fields) {
            parts.add(SqlQuoting.identifier(field.path("name").asText("")) + " " + render(field.path("fieldType")));
        }
        return String.join(", ", parts);
    }
}
