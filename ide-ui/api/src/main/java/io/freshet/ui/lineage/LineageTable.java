package io.freshet.ui.lineage;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.freshet.ui.health.HealthState;
import java.time.Instant;
import java.util.List;

/**
 * A table of the lineage graph.
 *
 * @param layer ODS, DWD, DWS, ADS or OTHER (by database, then by name prefix)
 * @param kind TABLE, VIEW, MATERIALIZED_TABLE, or TEMPORARY: a temporary table of a script, local to its session
 *             though named like a catalog table
 * @param freshness the target freshness of a materialized table, e.g. {@code "5 SECOND"}, else null
 * @param scriptId the script that defines or writes the table, else null (a catalog table)
 * @param actualSeconds the table's data lag in seconds as the health model has it; null when it has none
 * @param health the table's state in the health model (issue 33); null for a table the model has no entry for (not
 *               in the warehouse, a temporary table, or not judged yet)
 * @param healthReason why it is in that state, in the model's words; null like {@code health}
 * @param healthSince since when it is in that state; null when the model recorded no change yet
 * @param healthCause for a table that needs attention (FAILING, LATE, UPSTREAM), the failing or late table furthest
 *                    upstream of it in this graph, where a person starts looking (itself when nothing above it is
 *                    failing or late); null otherwise, or when its trouble comes from outside the graph
 */
public record LineageTable(String id, String name, String layer, String kind, List<LineageColumn> columns,
                           String freshness, Long scriptId, String scriptPath, Integer line,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Long actualSeconds,
                           @JsonInclude(JsonInclude.Include.NON_NULL) HealthState health,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String healthReason,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Instant healthSince,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String healthCause) {

    public LineageTable {
        columns = List.copyOf(columns);
    }

    /** A table without the health model's facts (the graph as the scripts define it). */
    public LineageTable(String id, String name, String layer, String kind, List<LineageColumn> columns,
                        String freshness, Long scriptId, String scriptPath, Integer line) {
        this(id, name, layer, kind, columns, freshness, scriptId, scriptPath, line, null, null, null, null, null);
    }

    /** The same table with its state in the health model. */
    public LineageTable withHealth(Long actual, HealthState state, String reason, Instant since, String cause) {
        return new LineageTable(id, name, layer, kind, columns, freshness, scriptId, scriptPath, line, actual, state,
                reason, since, cause);
    }
}
