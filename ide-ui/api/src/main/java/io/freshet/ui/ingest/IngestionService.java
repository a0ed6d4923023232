package io.freshet.ui.ingest;

import java.time.Duration;
import java.util.List;

/**
 * Ingestions: a source's tables written continuously into Paimon tables of the lakehouse by a job on the ingestion
 * gateway. Every step is audited; failures are a {@link io.freshet.ui.common.ServiceException} with a message for
 * the user, and a failed step leaves no job or replication slot behind that the ingestion does not record.
 */
public interface IngestionService {

    /**
     * The statements {@link #create} would run, passwords shown as {@code ***}; nothing runs.
     *
     * @param freshness for {@link IngestionMode#SNAPSHOT}, how often the full reads refresh the tables (a value
     *                  Flink's FULL-mode scheduler accepts); null for CDC, which ignores it
     */
    IngestionPlan plan(String source, String schema, List<String> tables, String targetDatabase, IngestionMode mode,
            Duration freshness);

    /** Creates the target tables and starts the job; returns the RUNNING ingestion; {@code freshness} as in plan. */
    IngestionSummary create(String source, String schema, List<String> tables, String targetDatabase,
            IngestionMode mode, Duration freshness);

    /** Every ingestion not deleted, newest first, with its job's status read from the ingestion gateway. */
    List<IngestionSummary> list();

    /**
     * Stops every Flink job of the ingestion with a savepoint (kept for {@link #restart}); when no savepoint can be
     * taken (a job that keeps restarting), cancels them instead, so no job of it runs afterwards.
     */
    IngestionSummary stop(long id);

    /**
     * Starts the job again from the last savepoint, so nothing is read twice or lost; refused while a Flink job of
     * the ingestion still runs.
     */
    IngestionSummary restart(long id);

    /**
     * Ends every Flink job of the ingestion, then drops its replication slots and publications in the source and
     * checks that they stay gone; the target tables stay.
     */
    void delete(long id);

    /** Every job the ingestion Flink knows, with the ingestion it belongs to (administrators only); reads only. */
    List<IngestionJob> flinkJobs();

    /**
     * The tables of the ingestion whose source columns no longer match their ODS table (added, type changed,
     * dropped), each with the Paimon DDL that applies it or why it needs a resync; reads, changes nothing.
     */
    List<TableDrift> drift(long id);

    /**
     * Applies the ingestion's schema drift to its ODS tables (Paimon ALTER TABLE, through the statement gate) and
     * restarts it from its savepoint, so rows after it carry the changed columns; a running ingestion is stopped with
     * a savepoint first. Refused when a table needs a resync or there is nothing to apply.
     */
    IngestionSummary applyDrift(long id);

    /**
     * Re-reads one table of a CDC ingestion from its source: its ODS table is emptied as row deletions (so
     * downstream streaming readers retract what they derived), the table's replication slot is dropped, and the job
     * restarts without its savepoint, snapshotting that table again while the others go on from their slots. Their
     * last transaction read before the stop is read again and written as the same rows, which the ODS tables'
     * 'lookup' changelog producer keeps out of their changelog; ODS tables an earlier Freshet created with
     * 'changelog-producer' = 'input' are switched to those options first (see {@link #resyncPreview}).
     * A running ingestion is stopped with a savepoint first. Refused for snapshot ingestions and MySQL sources.
     */
    IngestionSummary resync(long id, String table);

    /** What {@link #resync} of {@code table} would do, for its confirmation; reads, changes nothing. */
    ResyncPreview resyncPreview(long id, String table);
}
