package io.freshet.backend.backfill;

import java.util.List;
import java.util.Map;

/**
 * A table of the Paimon catalog as far as backfills care.
 *
 * @param name            database.table
 * @param refreshMode     FULL or CONTINUOUS for a materialized table, null for a plain table
 * @param formatters      partition column to its date formatter
 * @param definitionQuery a materialized table's query (Flink stores it with fully qualified names), else empty
 */
record CatalogTable(String name, String refreshMode, List<String> partitionKeys, Map<String, String> formatters,
                    String definitionQuery) {

    CatalogTable {
        partitionKeys = List.copyOf(partitionKeys);
        formatters = Map.copyOf(formatters);
    }

    boolean materialized() {
        return refreshMode != null;
    }

    boolean full() {
        return "FULL".equals(refreshMode);
    }
}
