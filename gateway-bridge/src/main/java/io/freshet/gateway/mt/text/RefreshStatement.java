package io.freshet.gateway.mt.text;

import io.freshet.analysis.quoting.SqlQuoting;
import java.util.Map;
import java.util.StringJoiner;

/** The one builder of {@code ALTER MATERIALIZED TABLE ... REFRESH [PARTITION (...)]}, partition spec quoted. */
public final class RefreshStatement {

    private RefreshStatement() {
    }

    /**
     * {@code ALTER MATERIALIZED TABLE <table> REFRESH PARTITION (`ds` = '2024-06-01')}, or the whole table when the
     * partition is null or empty.
     *
     * @param table the table's name as SQL text: quoted (e.g. {@code TableName.sql()}) or as the caller was given it
     */
    public static String of(String table, Map<String, String> partition) {
        StringBuilder sql = new StringBuilder("ALTER MATERIALIZED TABLE ").append(table).append(" REFRESH");
        if (partition != null && !partition.isEmpty()) {
            StringJoiner spec = new StringJoiner(", ", " PARTITION (", ")");
            partition.forEach((column, value) ->
                    spec.add(SqlQuoting.identifier(column) + " = " + SqlQuoting.literal(value)));
            sql.append(spec);
        }
        return sql.toString();
    }

    /**
     * What a statement gate judges for a refresh sent through the gateway's REST endpoint instead of as SQL:
     * {@link #of}, and, when there are dynamic options, a query carrying them as an OPTIONS hint, so that the gate
     * sees every option the refresh would apply.
     */
    public static String withOptions(String table, Map<String, String> partition, Map<String, String> dynamicOptions) {
        String refresh = of(table, partition);
        if (dynamicOptions == null || dynamicOptions.isEmpty()) {
            return refresh;
        }
        StringJoiner hint = new StringJoiner(", ", " /*+ OPTIONS(", ") */");
        dynamicOptions.forEach((key, value) -> hint.add(SqlQuoting.literal(key) + "=" + SqlQuoting.literal(value)));
        return refresh + ";\nSELECT * FROM " + table + hint;
    }
}
