package io.freshet.backend.lineage;

import io.freshet.analysis.lineage.StatementLineage;
import java.util.List;

/**
 * The lineage of one script version and the tables and views it created (where the graph says a table is
 * defined).
 *
 * @param scriptId negative for a materialized table's definition taken from the catalog
 * @param created ids ({@code catalog.database.table}) of the tables and views the script created
 * @param problem why some statements have no lineage (errors in the script), else null
 */
record ScriptLineage(long scriptId, long version, String path, List<StatementLineage> statements,
                     List<String> created, String problem) {

    ScriptLineage {
        statements = List.copyOf(statements);
        created = List.copyOf(created);
    }
}
