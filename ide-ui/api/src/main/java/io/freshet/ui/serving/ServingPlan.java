package io.freshet.ui.serving;

import io.freshet.analysis.serving.CatalogStatement;
import java.util.List;

/**
 * What serving a table or a whole database to a target takes: the catalog statement to copy (or run), and each
 * table's findings against the engine's documented Paimon support.
 *
 * @param query an example query of the first table in the engine's catalog, or null for an empty database
 */
public record ServingPlan(ServingTarget target, CatalogStatement statement, List<TableFindings> tables,
                          String query) {

    public ServingPlan {
        tables = List.copyOf(tables);
    }
}
