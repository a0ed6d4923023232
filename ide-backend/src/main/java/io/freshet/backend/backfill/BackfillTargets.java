package io.freshet.backend.backfill;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.gateway.mt.text.RefreshStatement;
import io.freshet.ui.backfill.BackfillTarget;
import io.freshet.ui.backfill.Granularity;
import java.util.List;
import java.util.Map;

/** What a catalog table allows: a backfill for partitioned FULL tables, a plain explanation for all others. */
final class BackfillTargets {

    private BackfillTargets() {
    }

    static BackfillTarget of(CatalogTable table) {
        String name = table.name();
        if (!table.materialized()) {
            return notBackfillable(name, name + " is a plain table, not a materialized table: there is no query to"
                    + " refresh it from. Load its partitions with INSERT OVERWRITE ... PARTITION in the editor.");
        }
        if (!table.full()) {
            return notBackfillable(name, name + " is refreshed continuously by a streaming job, so it keeps itself"
                    + " up to date and has no partitions to backfill. To process its history again, suspend and"
                    + " resume it (ALTER MATERIALIZED TABLE " + name + " SUSPEND, then RESUME), or re-create it with"
                    + " a freshness above the gateway's threshold to get scheduled FULL refreshes that can be backfilled.");
        }
        if (table.partitionKeys().isEmpty()) {
            return notBackfillable(name, name + " is not partitioned: every refresh rewrites the whole table."
                    + " Refresh it as a whole instead (" + RefreshStatement.of(name, Map.of()) + ").");
        }
        Granularity finest = null;
        for (String key : table.partitionKeys()) {
            String formatter = table.formatters().get(key);
            if (formatter == null) {
                return notBackfillable(name, "Partition column " + key + " of " + name + " has no date formatter"
                        + " ('" + MaterializedTableOptions.dateFormatterKey(key) + "'), so its partitions do not map to"
                        + " days or hours. Refresh single partitions with "
                        + RefreshStatement.of(name, Map.of(key, "...")) + " in the editor.");
            }
            Granularity granularity = PartitionValues.granularity(formatter);
            if (granularity == null) {
                return notBackfillable(name, "The date formatter '" + formatter + "' of partition column " + key
                        + " names no day or hour; Freshet backfills daily and hourly partitions only.");
            }
            finest = finest == Granularity.HOURLY ? finest : granularity;
        }
        return new BackfillTarget(name, true, finest, table.partitionKeys(), table.formatters(), "");
    }

    static BackfillTarget notBackfillable(String name, String explanation) {
        return new BackfillTarget(name, false, null, List.of(), Map.of(), explanation);
    }
}
