package io.freshet.backend.backfill;

import io.freshet.gateway.mt.TableName;
import io.freshet.gateway.mt.text.RefreshStatement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** A backfill's refresh statements on names qualified with the lakehouse catalog; the text is gateway-bridge's. */
final class RefreshStatements {

    private RefreshStatements() {
    }

    /** {@code ALTER MATERIALIZED TABLE `c`.`db`.`t` REFRESH PARTITION (`ds` = '2024-06-01')}; the whole table for an empty spec. */
    static String refresh(String catalog, String table, Map<String, String> spec) {
        return RefreshStatement.of(qualified(catalog, table).sql(), spec);
    }

    /** {@code ds=2024-06-01/hh=03} as people and Paimon write a partition. */
    static String display(Map<String, String> spec) {
        return spec.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("/"));
    }

    /** The spec of a partition as {@link #display} writes it ({@code ds=2024-06-01/hh=03}); empty: the whole table. */
    static Map<String, String> spec(String display) {
        Map<String, String> spec = new LinkedHashMap<>();
        if (!display.isEmpty()) {
            for (String pair : display.split("/")) {
                int eq = pair.indexOf('=');
                spec.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        return spec;
    }

    static TableName qualified(String catalog, String table) {
        TableName name = TableName.parse(table);
        return name.parts().size() == 2 ? TableName.of(catalog, name.parts().get(0), name.parts().get(1)) : name;
    }
}
