package io.freshet.backend.backfill;

import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableInfo;
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

    /** The table as the warehouse reads it: Flink keeps mode, query and date formatters in its options. */
    static CatalogTable of(TableInfo table) {
        MaterializedTableInfo materialized = table.materialized();
        String mode = materialized == null || materialized.refreshMode().isEmpty() ? null : materialized.refreshMode();
        return new CatalogTable(table.id().database() + "." + table.id().table(), mode, table.partitionKeys(),
                MaterializedTableOptions.dateFormatters(table.options()),
                materialized == null ? "" : materialized.definitionQuery());
    }

    boolean materialized() {
        return refreshMode != null;
    }

    boolean full() {
        return "FULL".equals(refreshMode);
    }
}
