package io.freshet.analysis.ingest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The Paimon primary-key table an ingestion writes one source table into.
 *
 * @param name the table's name parts, e.g. {@code [ods, orders]} or {@code [lake, ods, orders]}
 * @param primaryKey the source's primary-key columns, in key order; never empty
 * @param partitionKeys columns to partition by (may be empty)
 * @param options Paimon table options, written in this order
 */
public record TargetTable(List<String> name, List<TargetColumn> columns, List<String> primaryKey,
                          List<String> partitionKeys, Map<String, String> options) {

    /** Options for a table fed by change data capture: Paimon keeps the source's changelog for readers downstream. */
    public static final Map<String, String> CDC_OPTIONS = Map.of("changelog-producer", "input");

    public TargetTable {
        name = List.copyOf(name);
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        partitionKeys = List.copyOf(partitionKeys);
        options = new LinkedHashMap<>(Objects.requireNonNull(options, "options"));
    }

    @Override
    public Map<String, String> options() {
        return java.util.Collections.unmodifiableMap(options);
    }
}
