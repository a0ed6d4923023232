package io.freshet.analysis.lineage;

/** How a target column depends on a source column, from weakest to strongest change. */
public enum LineageKind {
    DIRECT,
    TRANSFORM,
    AGGREGATE;

    /** The stronger of two kinds. */
    LineageKind max(LineageKind other) {
        return compareTo(other) >= 0 ? this : other;
    }
}
