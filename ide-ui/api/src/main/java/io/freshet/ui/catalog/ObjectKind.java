package io.freshet.ui.catalog;

/** What a catalog entry is. */
public enum ObjectKind {
    TABLE,
    VIEW,
    MATERIALIZED_TABLE
}
