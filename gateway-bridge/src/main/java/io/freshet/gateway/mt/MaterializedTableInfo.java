package io.freshet.gateway.mt;

import java.util.List;
import java.util.Map;

/**
 * What Flink keeps about a materialized table, read from the Paimon table's options and schema.
 *
 * @param freshness     e.g. "5 SECOND" or "1 DAY"
 * @param state         from the refresh status; never ORPHANED here (that needs a look at the jobs)
 * @param jobId         the continuous refresh job, or null for FULL tables
 * @param schedule      the scheduler's workflow name for FULL tables, or null
 * @param dateFormatters partition column to its date format ({@code partition.fields.<col>.date-formatter})
 * @param userOptions   the table options that are not Flink's materialized-table bookkeeping
 */
public record MaterializedTableInfo(
        TableName name,
        RefreshMode refreshMode,
        String logicalRefreshMode,
        String freshness,
        MaterializedTableState state,
        String definitionQuery,
        String jobId,
        String schedule,
        List<String> partitionKeys,
        List<String> primaryKeys,
        Map<String, String> dateFormatters,
        Map<String, String> userOptions) {

    public MaterializedTableInfo {
        partitionKeys = List.copyOf(partitionKeys);
        primaryKeys = List.copyOf(primaryKeys);
        dateFormatters = Map.copyOf(dateFormatters);
        userOptions = Map.copyOf(userOptions);
    }
}
