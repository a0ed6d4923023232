package io.freshet.analysis.lineage;

import java.util.List;

/** The sources of one target column. */
public record ColumnLineage(String name, List<SourceColumn> sources) {

    public ColumnLineage {
        sources = List.copyOf(sources);
    }
}
