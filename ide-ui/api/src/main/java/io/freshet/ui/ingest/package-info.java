/**
 * Ingestion sources (issue 17): the operational databases an ingestion reads, their readiness checks, their tables and
 * how those map into the lakehouse; the contract the views use. {@link io.freshet.ui.ingest.IngestSourceService} is the
 * entry point. Contracts only (interfaces and immutable records, implemented in ide-backend): it must not use Vaadin,
 * Spring or any backend class.
 */
package io.freshet.ui.ingest;
