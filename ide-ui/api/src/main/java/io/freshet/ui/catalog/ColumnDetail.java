package io.freshet.ui.catalog;

/** A column as the schema tab shows it. */
public record ColumnDetail(String name, String type, boolean nullable, boolean primaryKey, boolean partitionKey,
                           String comment) {
}
