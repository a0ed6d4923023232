package io.freshet.ui.backfill;

import java.util.List;

/**
 * Backfills of partitioned FULL-mode materialized tables: one refresh per partition, run by a background
 * worker with bounded concurrency, persisted so that history, progress and restarts are kept. Every call
 * returns at once; a view polls {@link #detail} while a backfill runs.
 */
public interface BackfillService {

    /** Materialized tables that can be backfilled (partitioned, FULL mode, date formatters), as database.table. */
    List<String> backfillableTables();

    /** Whether a table can be backfilled, or what is possible instead; never throws for an ordinary table. */
    BackfillTarget inspect(String table);

    /** The refreshes a request would run, with their exact statements; nothing runs. */
    BackfillPreview preview(BackfillRequest request);

    /** Starts a backfill; returns it as PENDING. */
    BackfillSummary start(BackfillRequest request);

    /** Stops a backfill: running refreshes are cancelled (or recorded as finished), pending ones CANCELLED. */
    BackfillSummary cancel(long backfillId);

    /** Runs the FAILED and CANCELLED refreshes of a finished backfill again. */
    BackfillSummary retry(long backfillId);

    /** Newest first. */
    List<BackfillSummary> history(int limit);

    BackfillDetail detail(long backfillId);
}
