package io.freshet.analysis.lineage;

/** A column of a table, the table as {@code catalog.database.table}. */
public record ColumnRef(String table, String column) {
}
