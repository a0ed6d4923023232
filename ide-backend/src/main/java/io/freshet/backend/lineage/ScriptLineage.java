package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.lineage.StatementLineage;
import java.util.List;

/**
 * The lineage of one script version, with the catalog it was analysed on and the catalog it left behind
 * (the next script's starting point): enough to re-analyse one script without its predecessors.
 *
 * @param scriptId negative for a materialized table's definition taken from the catalog
 * @param problem why some statements have no lineage (errors in the script), else null
 */
record ScriptLineage(long scriptId, long version, String path, List<StatementLineage> statements,
                     CatalogSnapshot before, CatalogSnapshot after, String problem) {

    ScriptLineage {
        statements = List.copyOf(statements);
    }

    /** Whether this entry was computed from exactly this script version on exactly this catalog. */
    boolean matches(long id, long ver, String scriptPath, CatalogSnapshot start) {
        return scriptId == id && version == ver && path.equals(scriptPath) && before.equals(start);
    }
}
