package io.freshet.ui.backfill;

import java.util.List;
import java.util.Map;

/**
 * Whether a table can be backfilled partition by partition, and if not, what is possible instead.
 *
 * @param table         database.table as the user chose it
 * @param backfillable  true for a partitioned FULL-mode materialized table whose partition columns all have date formatters
 * @param granularity   daily or hourly partitions; null when not backfillable
 * @param partitionKeys the table's partition columns in key order
 * @param formatters    partition column to its date formatter ({@code partition.fields.<col>.date-formatter})
 * @param explanation   what this table allows when it is not backfillable (empty otherwise)
 */
public record BackfillTarget(String table, boolean backfillable, Granularity granularity, List<String> partitionKeys,
                             Map<String, String> formatters, String explanation) {

    public BackfillTarget {
        partitionKeys = List.copyOf(partitionKeys);
        formatters = Map.copyOf(formatters);
    }
}
