package io.freshet.analysis.lineage;

/**
 * The two kinds of column dependency: VALUE, a target value is computed from the source column (a
 * {@link SourceColumn}); CONDITION, the source column only decides which rows the target holds (an
 * {@link IndirectSource}, OpenLineage's INDIRECT).
 */
public enum Dependency {
    VALUE,
    CONDITION
}
