package io.freshet.analysis.project;

import io.freshet.analysis.lineage.ColumnRef;
import java.util.Set;

/** Every downstream column and table a change to one column can affect. */
public record ImpactReport(ColumnRef changed, Set<ColumnRef> columns, Set<String> tables) {

    public ImpactReport {
        columns = Set.copyOf(columns);
        tables = Set.copyOf(tables);
    }
}
