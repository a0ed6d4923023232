package io.freshet.ui.catalog;

import java.time.Duration;
import java.util.List;

/**
 * The Paimon lakehouse for the catalog browser, and the control of materialized tables. Browsing reads
 * the catalog directly (fast even while the gateway is busy); previews and changes go through the gateway.
 * Every method throws {@link io.freshet.ui.common.ServiceException} with a message for the user.
 */
public interface CatalogService {

    List<String> catalogs();

    List<String> databases(String catalog);

    /** Tables, views and materialized tables of a database with their badges, by name. */
    List<TableSummary> tables(String catalog, String database);

    TableDetail table(TableRef ref);

    /** A materialized table's actual freshness now, from the latest background reads (cheap: for live updates). */
    ActualFreshness freshness(TableRef ref);

    /** Partitions newest update first; empty for an unpartitioned table. */
    List<PartitionDetail> partitions(TableRef ref);

    /** The latest {@code limit} snapshots, newest first. */
    List<SnapshotDetail> snapshots(TableRef ref, int limit);

    /** The first rows through the gateway, at most {@code limit} (capped at a few hundred). */
    DataPreview preview(TableRef ref, int limit);

    /** The gateway's freshness threshold between CONTINUOUS and FULL mode. */
    Duration freshnessThreshold();

    /** Materialized tables whose queries read this table, directly or further down. */
    List<TableRef> downstream(TableRef ref);

    /** The output columns of a query, for the create dialog; checks the query on the gateway. */
    List<QueryColumn> queryColumns(String query);

    /**
     * The query with its table names resolved as the signed-in user's editor session would (its current catalog
     * and database), its columns and main source; checks the query on the gateway.
     */
    ResolvedQuery resolveQuery(String query);

    TableRef createMaterializedTable(NewMaterializedTable table);

    /** What {@link #changeFreshness} would do; nothing runs. */
    FreshnessChangePlan planFreshnessChange(TableRef ref, Freshness freshness);

    /** Drops and re-creates the table with the new freshness. */
    TableDetail changeFreshness(TableRef ref, Freshness freshness);

    void suspend(TableRef ref);

    void resume(TableRef ref);

    /**
     * Starts a refresh of the whole table and returns at once with its entry in the refresh history: RUNNING
     * without a job id until Flink accepts it (planning takes seconds to a minute); a refresh Flink refuses ends
     * FAILED with the reason, in the history.
     */
    RefreshEntry refresh(TableRef ref);

    /**
     * A materialized table's refreshes, newest first, at most {@code limit}: scheduled ones Flink's scheduler
     * started on its own, manual ones and each partition refresh of a backfill, from Freshet's database.
     */
    List<RefreshEntry> refreshHistory(TableRef ref, int limit);

    /** Makes a table usable again whose refresh job or schedule vanished with a Flink restart. */
    TableDetail repair(TableRef ref);

    void drop(TableRef ref);
}
