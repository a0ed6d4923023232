package io.freshet.ui.ingest;

import java.util.List;

/**
 * The source databases of ingestions. Administrators add, change, test and delete them (audited; passwords stored
 * sealed and never returned); developers and administrators read their tables and the mapping into the lakehouse.
 * Failures are a {@link io.freshet.ui.common.ServiceException} with a message for the user.
 */
public interface IngestSourceService {

    /** The stored sources, by name. */
    List<SourceSummary> list();

    /** Runs every readiness check on the given settings; stores nothing. An empty password uses the stored one. */
    SourceTestResult test(SourceDefinition definition);

    /**
     * Checks, then stores (adds, or replaces the source of that name) when it connects, even if CDC checks fail
     * (snapshot ingestion still works); a source that does not connect is not stored.
     */
    SourceTestResult save(SourceDefinition definition);

    /** Runs the readiness checks on a stored source. */
    SourceTestResult retest(String name);

    /**
     * The checks of exactly what an ingestion of these tables needs from the stored source (for PostgreSQL: the
     * replication slots it creates, its per-table publications, SELECT and REPLICA IDENTITY FULL of each table),
     * each failure saying how to fix it; an ingestion of these tables is refused with the same words. Changes nothing.
     */
    SourceTestResult checkTables(String source, String schema, List<String> tables);

    /** Removes a stored source and its sealed password. */
    void delete(String name);

    /** The source's schemas that hold tables (for MySQL: its database). */
    List<String> schemas(String source);

    /** The tables of one schema, with columns, types, mappings and primary keys. */
    List<SourceTable> tables(String source, String schema);

    /**
     * The target table each chosen table becomes in the given lakehouse database ({@code ods} when blank), with its
     * DDL or the problems that prevent it; an empty list of tables means every table of the schema.
     */
    List<TargetPreview> preview(String source, String schema, List<String> tables, String targetDatabase);
}
