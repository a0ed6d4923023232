package io.freshet.backend.refreshes;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.freshness.FullFreshness;
import io.freshet.ui.catalog.Freshness;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The partition a scheduled refresh of a FULL table wrote, which Flink's job name does not say. Flink 2.0's
 * MaterializedTableManager formats each partition column that has a {@code partition.fields.<col>.date-formatter}
 * from the schedule time minus the freshness (the period that just ended), in the gateway's time zone; the schedule
 * time is the cron's latest fire at or before the job's start (midnight plus whole periods).
 */
final class ScheduledPartition {

    private ScheduledPartition() {
    }

    /** E.g. {@code ds=2024-06-01}; empty when the table has no dated partition column or its options do not read. */
    static Optional<String> of(TableInfo table, Instant jobStart, ZoneId zone) {
        if (table.materialized() == null) {
            return Optional.empty();
        }
        Duration period;
        try {
            period = Freshness.parse(table.materialized().freshnessInterval(), table.materialized().freshnessUnit())
                    .duration();
        } catch (IllegalArgumentException unreadable) {
            return Optional.empty();
        }
        Instant fired = FullFreshness.floor(jobStart, period, zone);
        List<String> values = new ArrayList<>();
        for (String key : table.partitionKeys()) {
            String pattern = table.options().get(MaterializedTableOptions.dateFormatterKey(key));
            if (pattern == null) {
                continue;
            }
            try {
                values.add(key + "=" + DateTimeFormatter.ofPattern(pattern).format(fired.minus(period).atZone(zone)));
            } catch (IllegalArgumentException | java.time.DateTimeException notAJavaPattern) {
                return Optional.empty();
            }
        }
        return values.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", values));
    }
}
