package io.freshet.analysis.lineage;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The column lineage of one statement that writes a table.
 *
 * @param columns each written column with its VALUE sources
 * @param indirect the CONDITION sources: columns that filter, join, group, window or rank the rows without flowing
 *                 into a value; each is a dependency of every written column
 * @param temporary the tables of the statement (target or sources) that are temporary: local to the script's
 *                  session, not catalog tables, though named like them
 */
public record StatementLineage(int startLine, String target, List<ColumnLineage> columns,
                               List<IndirectSource> indirect,
                               @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> temporary) {

    public StatementLineage {
        columns = List.copyOf(columns);
        indirect = List.copyOf(indirect);
        temporary = List.copyOf(temporary);
    }

    /** A statement over catalog tables only. */
    public StatementLineage(int startLine, String target, List<ColumnLineage> columns, List<IndirectSource> indirect) {
        this(startLine, target, columns, indirect, List.of());
    }
}
