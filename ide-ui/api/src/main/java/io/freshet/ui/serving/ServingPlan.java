package io.freshet.ui.serving;

import io.freshet.analysis.serving.CatalogStatement;
import io.freshet.analysis.serving.ReaderCache;
import java.util.List;

/**
 * What serving a table or a whole database to a target takes: the catalog statement to copy (or run), each table's
 * findings against the engine's documented Paimon support, and the engine's metadata cache that a reader's freshness
 * adds to each table's own.
 *
 * @param query    an example query of the first table in the engine's catalog, or null for an empty database
 * @param runnable whether Freshet can run the statement on the target over JDBC (an engine that takes it as SQL over
 *                 MySQL's protocol, with a JDBC URL); only an ADMIN may
 */
public record ServingPlan(ServingTarget target, CatalogStatement statement, List<TableFindings> tables,
                          String query, ReaderCache cache, boolean runnable) {

    public ServingPlan {
        tables = List.copyOf(tables);
    }
}
