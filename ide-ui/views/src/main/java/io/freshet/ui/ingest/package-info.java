/**
 * The ingestion pages: source databases with their readiness checks ({@code SourcesView}, {@code SourceForm}), the
 * wizard from source to mode with the type mapping and DDL preview ({@code IngestionWizardView} and its steps), the
 * ingestions with their health, job status, figures, schema drift and resync ({@code IngestionsView}), and the
 * ingestion Flink's jobs for administrators. It must not reach the backend or Flink: it calls only the service
 * interfaces of ide-ui/api (this module does not depend on ide-backend), and it judges nothing a service already
 * answers.
 */
package io.freshet.ui.ingest;
