package io.freshet.analysis.lineage;

/**
 * How a CONDITION dependency decides the rows of a target, named as OpenLineage's INDIRECT transformation subtypes:
 * JOIN (a join's ON), FILTER (WHERE, HAVING, an aggregate's FILTER, IN/EXISTS subqueries), GROUP_BY (a grouping
 * key), SORT (the order of a Top-N that keeps only some rows) and WINDOW (window TVF time columns, OVER's partition
 * and order keys).
 */
public enum ConditionKind {
    JOIN,
    FILTER,
    GROUP_BY,
    SORT,
    WINDOW
}
