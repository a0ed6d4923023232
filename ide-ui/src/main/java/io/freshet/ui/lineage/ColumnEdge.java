package io.freshet.ui.lineage;

/**
 * A value of {@code target} derives from {@code source}; for {@link EdgeKind#INDIRECT} the target column is
 * null: the source decides which rows of the target table exist (filter, join, grouping, rank).
 */
public record ColumnEdge(String sourceTable, String sourceColumn, String targetTable, String targetColumn,
                         EdgeKind kind) {
}
