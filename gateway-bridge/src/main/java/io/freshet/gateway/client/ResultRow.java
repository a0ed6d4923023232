package io.freshet.gateway.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * One result row with its change kind (INSERT, UPDATE_BEFORE, UPDATE_AFTER, DELETE).
 *
 * @param fields Java values by column type (Integer, Long, Double, BigDecimal, Boolean, String, List, Map);
 *               temporal values stay ISO strings; null stays null
 */
public record ResultRow(String kind, List<Object> fields) {

    public ResultRow {
        // List.copyOf rejects nulls, and SQL values are often null
        fields = Collections.unmodifiableList(new ArrayList<>(fields));
    }

    public ChangeKind changeKind() {
        return ChangeKind.fromGateway(kind);
    }

    /**
     * The one text of each value, for the result grid, the data preview and every export: decimals in plain notation
     * at their scale, nested values (ARRAY, MAP, ROW) as JSON so that an export can write them as such; null stays null.
     */
    public List<String> texts() {
        List<String> texts = new ArrayList<>(fields.size());
        for (Object field : fields) {
            texts.add(text(field));
        }
        return texts;
    }

    private static String text(Object field) {
        if (field == null) {
            return null;
        }
        if (field instanceof BigDecimal decimal) {
            return decimal.toPlainString();
        }
        if (field instanceof List<?> || field instanceof Map<?, ?>) {
            try {
                return GatewayHttp.JSON.writeValueAsString(field);
            } catch (JsonProcessingException e) {
                return field.toString();
            }
        }
        return field.toString();
    }
}
