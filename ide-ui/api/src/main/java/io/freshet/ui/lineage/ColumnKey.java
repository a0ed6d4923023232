package io.freshet.ui.lineage;

/** A column of a table; the table as {@code catalog.database.table}. */
public record ColumnKey(String table, String column) {
}
