package io.freshet.ui.ingest;

/** How a source column differs from its ODS table's. */
public enum DriftKind {
    ADDED,
    TYPE_CHANGED,
    DROPPED
}
