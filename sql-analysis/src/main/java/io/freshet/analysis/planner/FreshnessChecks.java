package io.freshet.analysis.planner;

import java.time.Duration;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlRefreshMode;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.catalog.CatalogMaterializedTable;
import org.apache.flink.table.catalog.CatalogMaterializedTable.RefreshMode;
import org.apache.flink.table.catalog.IntervalFreshness;
import org.apache.flink.table.planner.utils.MaterializedTableUtils;
import org.apache.flink.table.utils.IntervalFreshnessUtils;

/**
 * What Flink 2.0 makes of a materialized table's freshness when it builds the refresh (issue 39): FULL mode's cron
 * schedule, which its conversion derives before anything is created and which fails on a freshness of 0 with a bare
 * ArithmeticException, and CONTINUOUS mode's checkpoint interval, which the gateway sets only when it submits the job.
 */
final class FreshnessChecks {

    /** Flink's smallest checkpoint interval ({@code CheckpointCoordinatorConfiguration}). */
    private static final Duration MIN_CHECKPOINT_INTERVAL = Duration.ofMillis(10);

    private FreshnessChecks() {
    }

    /**
     * Flink's conversion's own steps (freshness, refresh mode under the threshold, cron), run on the parsed statement
     * so that a refusal is marked on the freshness and 0 gets words instead of "/ by zero". A freshness the conversion
     * refuses earlier is left to the conversion, which says it in its words.
     */
    static void checkSchedule(SqlCreateMaterializedTable create, Duration threshold) {
        if (create.getFreshness() == null) {
            return;
        }
        IntervalFreshness freshness;
        RefreshMode mode;
        try {
            freshness = MaterializedTableUtils.getMaterializedTableFreshness(create.getFreshness());
            SqlRefreshMode written = create.getRefreshMode().map(l -> l.getValueAs(SqlRefreshMode.class)).orElse(null);
            mode = MaterializedTableUtils.deriveRefreshMode(threshold,
                    IntervalFreshnessUtils.convertFreshnessToDuration(freshness),
                    MaterializedTableUtils.deriveLogicalRefreshMode(written));
        } catch (RuntimeException conversionSaysIt) {
            // refused before the schedule (negative, MONTH, not an integer, out of range): the same call fails there
            return;
        }
        if (mode != RefreshMode.FULL) {
            return;
        }
        try {
            IntervalFreshnessUtils.convertFreshnessToCron(freshness);
        } catch (ValidationException refused) {
            throw new Finding(Finding.Kind.FRESHNESS, refused.getMessage());
        } catch (ArithmeticException zero) {
            throw new Finding(Finding.Kind.FRESHNESS, "In full refresh mode, freshness must be greater than 0: "
                    + freshness.getInterval() + " " + freshness.getTimeUnit() + " cannot be turned into a cron"
                    + " schedule.");
        }
    }

    /** The gateway turns a CONTINUOUS freshness into the job's checkpoint interval unless the session sets one. */
    static void checkContinuous(CatalogMaterializedTable mt, Configuration session) {
        IntervalFreshness freshness = mt.getDefinitionFreshness();
        Duration interval = IntervalFreshnessUtils.convertFreshnessToDuration(freshness);
        if (mt.getRefreshMode() == CatalogMaterializedTable.RefreshMode.CONTINUOUS
                && !session.contains(CheckpointingOptions.CHECKPOINTING_INTERVAL)
                && interval.compareTo(MIN_CHECKPOINT_INTERVAL) < 0) {
            throw new Finding(Finding.Kind.FRESHNESS, "Submit continuous refresh job for materialized table occur"
                    + " exception: Checkpoint interval must be larger than or equal to 10 ms (freshness "
                    + freshness.getInterval() + " " + freshness.getTimeUnit() + ")");
        }
    }
}
