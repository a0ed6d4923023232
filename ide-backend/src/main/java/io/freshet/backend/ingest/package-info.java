/**
 * Ingestion sources (issue 17): stored source databases (password sealed in the secret store), their readiness
 * checks over JDBC and their catalogs, mapped into the lakehouse with sql-analysis's
 * {@link io.freshet.analysis.ingest.TypeMapping}. Nothing here talks to Flink.
 */
package io.freshet.backend.ingest;
