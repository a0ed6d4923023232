package io.freshet.ui.lineage;

/** A column of a table in the lineage graph, with its SQL type (null when unknown). */
public record LineageColumn(String name, String type) {
}
