package io.freshet.ui.catalog;

import java.util.List;
import java.util.Map;

/**
 * A table page: schema, options and DDL, with the materialized-table part when it is one.
 *
 * @param materialized null unless {@code kind} is MATERIALIZED_TABLE
 */
public record TableDetail(TableRef ref, ObjectKind kind, List<ColumnDetail> columns, List<String> primaryKey,
                          List<String> partitionKeys, Map<String, String> options, String comment, String ddl,
                          MaterializedTableDetail materialized) {

    public TableDetail {
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        partitionKeys = List.copyOf(partitionKeys);
        options = Map.copyOf(options);
    }
}
