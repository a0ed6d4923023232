package io.freshet.ui.lineage;

import java.util.List;

/**
 * A table of the lineage graph.
 *
 * @param layer ODS, DWD, DWS, ADS or OTHER (by database, then by name prefix)
 * @param kind TABLE, VIEW or MATERIALIZED_TABLE
 * @param freshness the target freshness of a materialized table, e.g. {@code "5 SECOND"}, else null
 * @param scriptId the script that defines or writes the table, else null (a catalog table)
 */
public record LineageTable(String id, String name, String layer, String kind, List<LineageColumn> columns,
                           String freshness, Long scriptId, String scriptPath, Integer line) {

    public LineageTable {
        columns = List.copyOf(columns);
    }
}
