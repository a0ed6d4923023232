package io.freshet.gateway.testing;

import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.client.StatementResult;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Shapes statement results for assertions. */
public final class Rows {

    private Rows() {
    }

    /** The field lists of all rows, in arrival order. */
    public static List<List<Object>> of(StatementResult result) {
        return result.rows().stream().map(ResultRow::fields).toList();
    }

    /** A two-column result (like {@code t$options}) as a map from the first column to the second. */
    public static Map<String, String> asMap(StatementResult result) {
        return result.rows().stream().collect(Collectors.toMap(
                row -> String.valueOf(row.fields().get(0)), row -> String.valueOf(row.fields().get(1)), (a, b) -> b));
    }
}
