package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.TableInfo;
import io.freshet.ui.catalog.ActualFreshness;

/** Judges how current a materialized table's data is; one judge serves the catalog panel, the tree and lineage. */
public interface FreshnessJudge {

    /** The actual freshness of a materialized table of the catalog, now. */
    ActualFreshness judge(TableInfo table);
}
