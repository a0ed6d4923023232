package io.freshet.analysis.lineage;

import java.util.List;

/**
 * The column lineage of one statement that writes a table.
 *
 * @param indirect the columns that filter, join, group, window or rank the rows without flowing into a value
 */
public record StatementLineage(int startLine, String target, List<ColumnLineage> columns, List<ColumnRef> indirect) {

    public StatementLineage {
        columns = List.copyOf(columns);
        indirect = List.copyOf(indirect);
    }
}
