package io.freshet.analysis.serving;

/** Where the Paimon warehouse lies, which decides the storage properties an engine needs. */
public enum WarehouseKind {
    LOCAL,
    HDFS,
    S3
}
