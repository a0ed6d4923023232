package io.freshet.analysis.catalog;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A table, view or materialized table with its schema and metadata.
 *
 * @param viewQuery the expanded query of a view, else null
 * @param materialized the materialized-table metadata, else null
 */
public record TableInfo(TableId id, TableKind kind, List<ColumnInfo> columns, List<String> primaryKey,
                        List<String> partitionKeys, List<WatermarkInfo> watermarks, Map<String, String> options,
                        String comment, String viewQuery, MaterializedTableInfo materialized) {

    public TableInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        partitionKeys = List.copyOf(partitionKeys);
        watermarks = List.copyOf(watermarks);
        options = Map.copyOf(options);
    }

    /** The column with this exact name. */
    public Optional<ColumnInfo> column(String name) {
        return columns.stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
