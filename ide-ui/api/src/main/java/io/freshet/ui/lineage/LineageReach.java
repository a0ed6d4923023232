package io.freshet.ui.lineage;

import java.util.List;

/**
 * What a table or column reaches in one direction: the tables and the columns (sorted), without the start.
 *
 * @param column null when the start is a whole table
 * @param conditionColumns for an impact, those of {@code columns} whose values do not change but whose rows do (the
 *                         start reaches them through a filter, join, grouping, window or rank); the rest of
 *                         {@code columns} have values computed from the start. Empty for plain up- and downstream
 */
public record LineageReach(String table, String column, List<String> tables, List<ColumnKey> columns,
                           List<ColumnKey> conditionColumns) {

    public LineageReach {
        tables = List.copyOf(tables);
        columns = List.copyOf(columns);
        conditionColumns = List.copyOf(conditionColumns);
    }

    /** A reach through value dependencies only. */
    public LineageReach(String table, String column, List<String> tables, List<ColumnKey> columns) {
        this(table, column, tables, columns, List.of());
    }

    /** The columns whose values are computed from the start. */
    public List<ColumnKey> valueColumns() {
        return columns.stream().filter(c -> !conditionColumns.contains(c)).toList();
    }
}
