/**
 * Ingestions (issue 17): a source's tables kept in the lakehouse by a Flink job. Change data capture runs on
 * the ingestion gateway ({@code CdcIngestionService}, planned by {@code IngestionPlanner}, started, stopped, restarted,
 * resynced and deleted through {@code IngestionSteps}, {@code IngestionControl}, {@code TableResync}); snapshots run as
 * FULL-mode materialized tables on the main gateway ({@code SnapshotIngestions}); {@code IngestionRouter} is the
 * service the views call. Their state in the {@code ingestion} table ({@code IngestionStore}) is kept true by
 * {@code IngestionWatch} ({@code IngestionTruth} judges each look), resumed after a restart ({@code IngestionResume}),
 * and read by the health model ({@code IngestionStates}). Every statement reaches Flink through {@code IngestionJobs},
 * gated by the policy of the user who acts (after a restart, the ingestion's creator) and audited.
 *
 * <p>Must not touch: a source database directly. Sources, their checks, their slots and what their tables become are
 * {@code ingest.sources}' (read through its public classes); nothing there depends on this package.
 */
package io.freshet.backend.ingest.ingestions;
