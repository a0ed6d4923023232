package io.freshet.ui.lineage;

/** Data flows from {@code source} into {@code target} (tables as {@code catalog.database.table}). */
public record TableEdge(String source, String target) {
}
