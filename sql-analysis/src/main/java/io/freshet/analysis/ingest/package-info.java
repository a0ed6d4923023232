/**
 * Ingestion's SQL text (issue 17): how a source database's column types map to Flink/Paimon SQL types, and the DDL of
 * the Paimon primary-key tables an ingestion writes into. Pure text knowledge, no JDBC: the backend reads the source's
 * catalog and hands the types here. {@link io.freshet.analysis.ingest.TypeMapping} and
 * {@link io.freshet.analysis.ingest.PaimonTableDdl} are the entry points. It must not open a connection to a source or
 * a gateway.
 */
package io.freshet.analysis.ingest;
