package io.freshet.gateway.client;

import java.util.List;

/**
 * Everything one statement returned.
 *
 * @param jobId the Flink job the statement started (INSERT, continuous materialized table), or null
 */
public record StatementResult(List<ResultColumn> columns, List<ResultRow> rows, String jobId) {

    public StatementResult {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }
}
