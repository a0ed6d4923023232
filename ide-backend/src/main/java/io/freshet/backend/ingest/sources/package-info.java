/**
 * Ingestion sources (issue 17): the source databases an ADMIN stores (password sealed in the secret store;
 * {@code AdminIngestSourceService}, {@code SourceStore}), everything Freshet asks them over JDBC (connection and CDC
 * readiness checks, the checks of chosen tables, schemas and tables mapped with sql-analysis's
 * {@link io.freshet.analysis.ingest.TypeMapping}, the state of replication slots, and dropping slots and
 * publications: {@code SourceDatabases}, {@code SlotStatus}, {@code SlotCleaner}, {@code SlotNames}), the tables a
 * user chose from a schema ({@code SourceChoice}, asked by the wizard's preview and the ingestion's plan), and what
 * their tables become in the lakehouse, compared with the tables the Paimon warehouse already holds, read directly through
 * {@code warehouse}'s {@code PaimonCatalogAccess} ({@code TargetPreviews}, {@code ExistingTargets},
 * {@code SchemaDrift}).
 *
 * <p>Must not touch: Flink (no gateway session, no Flink REST call: nothing of gateway-bridge and nothing of
 * {@code io.freshet.backend.gateway}) and {@code ingest.ingestions}, which builds on this package; the arrow points one
 * way, checked by {@code ArchitectureRulesTest}. A JDBC connection to a source is opened only here.
 */
package io.freshet.backend.ingest.sources;
