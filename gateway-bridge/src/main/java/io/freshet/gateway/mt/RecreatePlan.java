package io.freshet.gateway.mt;

import java.util.List;

/**
 * Dropping and creating a materialized table again with a new freshness (Flink 2.0 cannot change it in
 * place), with what the user loses by doing so, to show before anything happens.
 *
 * @param ddl    the CREATE MATERIALIZED TABLE that will run after the DROP
 * @param losses one sentence per thing that does not survive
 */
public record RecreatePlan(MaterializedTableInfo current, String newFreshness, String ddl, List<String> losses) {

    public RecreatePlan {
        losses = List.copyOf(losses);
    }
}
