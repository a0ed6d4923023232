package io.freshet.backend.backfill;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.gateway.mt.TableName;
import java.util.Map;
import java.util.stream.Collectors;

/** The exact refresh statements a backfill sends: identifiers and values always quoted. */
final class RefreshStatements {

    private RefreshStatements() {
    }

    /** {@code ALTER MATERIALIZED TABLE `c`.`db`.`t` REFRESH PARTITION (`ds` = '2024-06-01')}; the whole table for an empty spec. */
    static String refresh(String catalog, String table, Map<String, String> spec) {
        TableName name = qualified(catalog, table);
        if (spec.isEmpty()) {
            return "ALTER MATERIALIZED TABLE " + name.sql() + " REFRESH";
        }
        return "ALTER MATERIALIZED TABLE " + name.sql() + " REFRESH PARTITION (" + spec.entrySet().stream()
                .map(e -> SqlQuoting.identifier(e.getKey()) + " = " + SqlQuoting.literal(e.getValue()))
                .collect(Collectors.joining(", ")) + ")";
    }

    /** {@code ds=2024-06-01/hh=03} as people and Paimon write a partition. */
    static String display(Map<String, String> spec) {
        return spec.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("/"));
    }

    static TableName qualified(String catalog, String table) {
        TableName name = TableName.parse(table);
        return name.parts().size() == 2 ? TableName.of(catalog, name.parts().get(0), name.parts().get(1)) : name;
    }
}
