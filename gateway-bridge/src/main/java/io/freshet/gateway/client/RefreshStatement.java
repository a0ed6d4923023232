package io.freshet.gateway.client;

import io.freshet.analysis.quoting.SqlQuoting;
import java.util.Map;
import java.util.StringJoiner;

/** The SQL a statement gate judges for a refresh sent through the gateway's REST endpoint instead of as SQL. */
final class RefreshStatement {

    private RefreshStatement() {
    }

    /**
     * {@code ALTER MATERIALIZED TABLE id REFRESH [PARTITION (...)]}, and, when there are dynamic options, a query
     * carrying them as an OPTIONS hint, so that the gate sees every option the refresh would apply.
     */
    static String of(String identifier, Map<String, String> staticPartitions, Map<String, String> dynamicOptions) {
        StringBuilder sql = new StringBuilder("ALTER MATERIALIZED TABLE ").append(identifier).append(" REFRESH");
        if (staticPartitions != null && !staticPartitions.isEmpty()) {
            sql.append(" PARTITION (").append(pairs(staticPartitions, "")).append(')');
        }
        if (dynamicOptions != null && !dynamicOptions.isEmpty()) {
            sql.append(";\nSELECT * FROM ").append(identifier)
                    .append(" /*+ OPTIONS(").append(pairs(dynamicOptions, "=")).append(") */");
        }
        return sql.toString();
    }

    private static String pairs(Map<String, String> values, String separator) {
        StringJoiner joined = new StringJoiner(", ");
        values.forEach((k, v) -> joined.add(separator.isEmpty()
                ? SqlQuoting.identifier(k) + " = " + SqlQuoting.literal(v)
                : SqlQuoting.literal(k) + separator + SqlQuoting.literal(v)));
        return joined.toString();
    }
}
