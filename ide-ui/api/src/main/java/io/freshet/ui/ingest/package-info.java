/**
 * Ingestion sources (issue 17): the operational databases an ingestion reads, their readiness checks, their tables
 * and how those map into the lakehouse; the contract the views use. {@link io.freshet.ui.ingest.IngestSourceService}
 * is the entry point.
 */
package io.freshet.ui.ingest;
