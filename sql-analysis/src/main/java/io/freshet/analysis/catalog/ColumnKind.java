package io.freshet.analysis.catalog;

/** How a column gets its value. */
public enum ColumnKind {
    PHYSICAL,
    COMPUTED,
    METADATA
}
