package io.freshet.analysis.catalog;

/** What kind of catalog object a table entry is. */
public enum TableKind {
    TABLE,
    VIEW,
    MATERIALIZED_TABLE
}
