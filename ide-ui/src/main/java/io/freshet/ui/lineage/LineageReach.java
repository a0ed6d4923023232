package io.freshet.ui.lineage;

import java.util.List;

/**
 * What a table or column reaches in one direction: the tables and the columns (sorted), without the start.
 *
 * @param column null when the start is a whole table
 */
public record LineageReach(String table, String column, List<String> tables, List<ColumnKey> columns) {

    public LineageReach {
        tables = List.copyOf(tables);
        columns = List.copyOf(columns);
    }
}
