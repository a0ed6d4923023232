package io.freshet.analysis.lineage;

/** A source column of a target column and how the value was derived from it. */
public record SourceColumn(String table, String column, LineageKind kind) {
}
