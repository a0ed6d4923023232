package io.freshet.ui.lineage;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A table of the lineage graph.
 *
 * @param layer ODS, DWD, DWS, ADS or OTHER (by database, then by name prefix)
 * @param kind TABLE, VIEW, MATERIALIZED_TABLE, or TEMPORARY: a temporary table of a script, local to its session
 *             though named like a catalog table
 * @param freshness the target freshness of a materialized table, e.g. {@code "5 SECOND"}, else null
 * @param scriptId the script that defines or writes the table, else null (a catalog table)
 * @param actualSeconds a materialized table's data lag in seconds (see {@code ActualFreshness#lag()}); null when
 *                      there is none to give or the table is not in the catalog
 * @param stale true when a materialized table in the catalog needs attention (stale, or its refresh job is not
 *              running), false when it is fresh; null when neither (waiting, suspended, unknown), for other tables
 *              and for ones the catalog does not hold yet
 * @param staleCause for a stale table, the stale table furthest upstream of it (itself when nothing upstream is
 *                   stale); else null
 * @param freshnessVerdict the verdict's label, e.g. "fresh", "STALE", "NOT RUNNING", "waiting"; null when the
 *                         catalog holds no such materialized table
 * @param freshnessNote the verdict in words, as the catalog panel says it; null like {@code freshnessVerdict}
 */
public record LineageTable(String id, String name, String layer, String kind, List<LineageColumn> columns,
                           String freshness, Long scriptId, String scriptPath, Integer line,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Long actualSeconds,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Boolean stale,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String staleCause,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String freshnessVerdict,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String freshnessNote) {

    public LineageTable {
        columns = List.copyOf(columns);
    }

    /** A table without the catalog's freshness facts (the graph as the scripts define it). */
    public LineageTable(String id, String name, String layer, String kind, List<LineageColumn> columns,
                        String freshness, Long scriptId, String scriptPath, Integer line) {
        this(id, name, layer, kind, columns, freshness, scriptId, scriptPath, line, null, null, null, null, null);
    }

    /** The same table with the catalog's freshness facts. */
    public LineageTable withFreshness(Long actual, Boolean isStale, String cause, String verdict, String note) {
        return new LineageTable(id, name, layer, kind, columns, freshness, scriptId, scriptPath, line, actual, isStale,
                cause, verdict, note);
    }
}
