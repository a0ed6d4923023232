package io.freshet.ui.catalog;

/** An output column of a query, for the create dialog's key hints. */
public record QueryColumn(String name, String type, boolean nullable) {
}
