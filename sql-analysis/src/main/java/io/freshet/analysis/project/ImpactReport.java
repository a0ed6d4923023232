package io.freshet.analysis.project;

import io.freshet.analysis.lineage.ColumnRef;
import java.util.HashSet;
import java.util.Set;

/**
 * Every downstream column and table a change to one column can affect.
 *
 * @param columns every affected column
 * @param valueColumns those of {@code columns} whose values are computed from the changed column (through VALUE
 *                     dependencies only); the others are affected through a filter, join, grouping, window or rank
 */
public record ImpactReport(ColumnRef changed, Set<ColumnRef> columns, Set<String> tables, Set<ColumnRef> valueColumns) {

    public ImpactReport {
        columns = Set.copyOf(columns);
        tables = Set.copyOf(tables);
        valueColumns = Set.copyOf(valueColumns);
    }

    /** The affected columns whose values do not change, only which rows they hold. */
    public Set<ColumnRef> conditionColumns() {
        Set<ColumnRef> rest = new HashSet<>(columns);
        rest.removeAll(valueColumns);
        return Set.copyOf(rest);
    }
}
