package io.freshet.backend.refreshes;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.ui.catalog.Freshness;
import java.time.Duration;
import java.util.Optional;

/**
 * The refresh schedule a FULL materialized table asks of Flink's workflow scheduler, as its catalog entry
 * describes it: enough to create the schedule again when the scheduler has lost it.
 *
 * @param table      {@code catalog.database.table}
 * @param identifier the table as Flink names the schedule after it, {@code `catalog`.`db`.`table`}
 * @param freshness  its target freshness, the schedule's period
 * @param status     Flink's {@code refresh-status}: ACTIVATED, SUSPENDED or INITIALIZING
 */
public record FullSchedule(String table, String identifier, Freshness freshness, String status) {

    /** A FULL materialized table's schedule; empty for anything else or an unreadable freshness. */
    static Optional<FullSchedule> of(TableInfo table) {
        if (table.kind() != TableKind.MATERIALIZED_TABLE || table.materialized() == null
                || !"FULL".equals(table.materialized().refreshMode())) {
            return Optional.empty();
        }
        try {
            Freshness freshness = Freshness.parse(table.materialized().freshnessInterval(),
                    table.materialized().freshnessUnit());
            return Optional.of(new FullSchedule(table.id().toString(), table.id().quoted(), freshness,
                    table.options().getOrDefault(MaterializedTableOptions.REFRESH_STATUS, "UNKNOWN")));
        } catch (IllegalArgumentException unreadable) {
            return Optional.empty();
        }
    }

    /** Only an active table's schedule should fire; a suspended one's stays off. */
    boolean active() {
        return "ACTIVATED".equals(status);
    }

    /** A suspended table keeps a paused schedule in Flink, which RESUME needs to find. */
    boolean suspended() {
        return "SUSPENDED".equals(status);
    }

    Duration period() {
        return freshness.duration();
    }

    /** Flink's own translation of a freshness to Quartz cron ({@code IntervalFreshnessUtils.convertFreshnessToCron}). */
    String cron() {
        int n = freshness.amount();
        return switch (freshness.unit()) {
            case SECOND -> "0/" + n + " * * * * ? *";
            case MINUTE -> "0 0/" + n + " * * * ? *";
            case HOUR -> "0 0 0/" + n + " * * ? *";
            case DAY -> "0 0 0 * * ? *";
        };
    }
}
