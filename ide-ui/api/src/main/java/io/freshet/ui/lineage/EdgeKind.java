package io.freshet.ui.lineage;

/**
 * How a target column depends on a source column: DIRECT, TRANSFORM and AGGREGATE are VALUE dependencies (the value
 * is computed from the source); INDIRECT is a CONDITION dependency (the source only filters, joins, groups, sorts or
 * windows the rows).
 */
public enum EdgeKind {
    DIRECT,
    TRANSFORM,
    AGGREGATE,
    INDIRECT
}
