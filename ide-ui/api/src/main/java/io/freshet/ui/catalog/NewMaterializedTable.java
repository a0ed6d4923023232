package io.freshet.ui.catalog;

import static io.freshet.analysis.quoting.SqlQuoting.identifierList;
import static io.freshet.analysis.quoting.SqlQuoting.literal;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What the create dialog collects; {@link #ddl()} is the statement it previews and submits.
 *
 * @param options table options, e.g. {@code partition.fields.ds.date-formatter}
 */
public record NewMaterializedTable(TableRef ref, Freshness freshness, List<String> primaryKey,
                                   List<String> partitionKeys, Map<String, String> options, String query) {

    public NewMaterializedTable {
        Objects.requireNonNull(ref, "ref");
        Objects.requireNonNull(freshness, "freshness");
        primaryKey = List.copyOf(primaryKey);
        partitionKeys = List.copyOf(partitionKeys);
        options = Map.copyOf(options);
        query = query == null ? "" : query.strip();
    }

    /** The CREATE MATERIALIZED TABLE statement, in Flink 2.0's clause order. */
    public String ddl() {
        StringBuilder sql = new StringBuilder("CREATE MATERIALIZED TABLE ").append(ref.sql());
        if (!primaryKey.isEmpty()) {
            sql.append(" (\n    CONSTRAINT pk PRIMARY KEY (").append(identifierList(primaryKey)).append(") NOT ENFORCED\n)");
        }
        if (!partitionKeys.isEmpty()) {
            sql.append("\nPARTITIONED BY (").append(identifierList(partitionKeys)).append(")");
        }
        if (!options.isEmpty()) {
            sql.append("\nWITH (").append(options.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(e -> literal(e.getKey()) + " = " + literal(e.getValue()))
                    .collect(Collectors.joining(", "))).append(")");
        }
        String body = query.endsWith(";") ? query.substring(0, query.length() - 1).strip() : query;
        return sql.append("\nFRESHNESS = ").append(freshness.sql()).append("\nAS ").append(body).toString();
    }
}
