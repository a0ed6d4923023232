package io.freshet.ui.lineage;

/** How a target column depends on a source column; INDIRECT: the source only filters, joins or groups the rows. */
public enum EdgeKind {
    DIRECT,
    TRANSFORM,
    AGGREGATE,
    INDIRECT
}
