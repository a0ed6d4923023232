package io.freshet.gateway.client;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

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
}
