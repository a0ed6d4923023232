package io.freshet.ui.ingest;

import java.util.List;

/**
 * A table of a source with its columns and primary key (in key order; empty when it has none, which CDC into a
 * primary-key table cannot ingest).
 */
public record SourceTable(String schema, String name, List<SourceColumn> columns, List<String> primaryKey) {

    public SourceTable {
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
    }

    public boolean hasPrimaryKey() {
        return !primaryKey.isEmpty();
    }

    /** The columns whose type has no Flink type. */
    public List<SourceColumn> unmappable() {
        return columns.stream().filter(c -> !c.mapped()).toList();
    }
}
