package io.freshet.analysis.ingest;

/** The operational databases an ingestion reads, each with its own type names. */
public enum SourceDialect {
    POSTGRESQL,
    MYSQL
}
