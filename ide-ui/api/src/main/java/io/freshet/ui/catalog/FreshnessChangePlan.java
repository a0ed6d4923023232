package io.freshet.ui.catalog;

import java.util.List;

/**
 * What changing a materialized table's freshness will do, shown before anything happens: Flink 2.0 cannot
 * change freshness in place, so the table is dropped and created again.
 *
 * @param consequences one sentence per thing that happens to data and jobs
 * @param ddl the CREATE statement that runs after the DROP
 */
public record FreshnessChangePlan(TableRef ref, Freshness from, Freshness to, RefreshMode fromMode,
                                  RefreshMode toMode, List<String> consequences, String ddl) {

    public FreshnessChangePlan {
        consequences = List.copyOf(consequences);
    }
}
