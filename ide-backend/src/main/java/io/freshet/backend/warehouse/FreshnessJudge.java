package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.ui.catalog.ActualFreshness;

/** Judges how current a materialized table's data is; one judge serves the catalog panel, the tree and lineage. */
public interface FreshnessJudge {

    /** The actual freshness of a materialized table of the catalog, now. */
    ActualFreshness judge(TableInfo table);

    /**
     * The refresh status to show for a materialized table: Flink's, unless Freshet knows better (a CONTINUOUS table
     * whose job went with a dead embedded Flink is not ACTIVATED, whatever its catalog entry says).
     */
    default String status(TableInfo table) {
        return table.options().getOrDefault(MaterializedTableOptions.REFRESH_STATUS, "UNKNOWN");
    }
}
