package io.freshet.ui.ingest;

import java.util.List;

/** A source table whose columns differ from its ODS table's, with the changes in column order. */
public record TableDrift(String table, String target, List<ColumnDrift> changes) {

    public TableDrift {
        changes = List.copyOf(changes);
    }

    /** True when some change cannot be applied by ALTER TABLE: the table must be re-snapshotted. */
    public boolean needsResync() {
        return changes.stream().anyMatch(ColumnDrift::needsResync);
    }

    /** The statements that apply every change that can be applied. */
    public List<String> ddl() {
        return changes.stream().filter(c -> !c.needsResync()).map(ColumnDrift::ddl).toList();
    }
}
