package io.freshet.ui.lineage;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A table of the lineage graph.
 *
 * @param layer ODS, DWD, DWS, ADS or OTHER (by database, then by name prefix)
 * @param kind TABLE, VIEW or MATERIALIZED_TABLE
 * @param freshness the target freshness of a materialized table, e.g. {@code "5 SECOND"}, else null
 * @param scriptId the script that defines or writes the table, else null (a catalog table)
 * @param actualSeconds a materialized table's actual freshness (now minus its latest commit) in seconds; null
 *                      when it has no commit or is not in the catalog
 * @param stale whether a materialized table in the catalog is older than its freshness allows (also when it
 *              never committed); null for other tables and for ones the catalog does not hold yet
 * @param staleCause for a stale table, the stale table furthest upstream of it (itself when nothing upstream is
 *                   stale); else null
 */
public record LineageTable(String id, String name, String layer, String kind, List<LineageColumn> columns,
                           String freshness, Long scriptId, String scriptPath, Integer line,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Long actualSeconds,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Boolean stale,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String staleCause) {

    public LineageTable {
        columns = List.copyOf(columns);
    }

    /** A table without the catalog's freshness facts (the graph as the scripts define it). */
    public LineageTable(String id, String name, String layer, String kind, List<LineageColumn> columns,
                        String freshness, Long scriptId, String scriptPath, Integer line) {
        this(id, name, layer, kind, columns, freshness, scriptId, scriptPath, line, null, null, null);
    }

    /** The same table with the catalog's freshness facts. */
    public LineageTable withFreshness(Long actual, Boolean isStale, String cause) {
        return new LineageTable(id, name, layer, kind, columns, freshness, scriptId, scriptPath, line, actual, isStale,
                cause);
    }
}
