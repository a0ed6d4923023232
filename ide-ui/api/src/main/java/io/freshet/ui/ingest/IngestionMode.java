package io.freshet.ui.ingest;

/** How an ingestion reads its source. */
public enum IngestionMode {
    /** A snapshot, then every insert, update and delete from the source's change log, in one Flink CDC job. */
    CDC,
    /**
     * Periodic full reads over JDBC, for sources without a change log: one FULL-mode materialized table per source
     * table over a JDBC catalog, on the main gateway.
     */
    SNAPSHOT
}
