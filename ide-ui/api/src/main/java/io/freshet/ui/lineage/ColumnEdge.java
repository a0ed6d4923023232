package io.freshet.ui.lineage;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A value of {@code target} derives from {@code source} (a VALUE dependency); for {@link EdgeKind#INDIRECT} (a
 * CONDITION dependency) the target column is null: the source decides which rows of the target table exist.
 *
 * @param subtypes for INDIRECT, how the source decides the rows: JOIN, FILTER, GROUP_BY, SORT or WINDOW; else empty
 */
public record ColumnEdge(String sourceTable, String sourceColumn, String targetTable, String targetColumn,
                         EdgeKind kind, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> subtypes) {

    public ColumnEdge {
        subtypes = subtypes == null ? List.of() : List.copyOf(subtypes);
    }

    /** A VALUE edge. */
    public ColumnEdge(String sourceTable, String sourceColumn, String targetTable, String targetColumn, EdgeKind kind) {
        this(sourceTable, sourceColumn, targetTable, targetColumn, kind, List.of());
    }
}
