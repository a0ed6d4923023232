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

    /**
     * Options for a table fed by change data capture, in this order. Paimon derives the changelog that streaming
     * readers downstream see by looking up each written key's stored row at every commit ('lookup'), and writes none
     * for a row written again unchanged ('row-deduplicate'): a CDC source that replays changes it had already
     * delivered (postgres-cdc's 'committed-offset' start re-reads the last confirmed transaction) then changes no
     * aggregate downstream. 'input' would pass the replayed rows on as new inserts and updates.
     */
    public static final Map<String, String> CDC_OPTIONS = cdcOptions();

    /** The changelog producer of the tables earlier Freshet versions created: the source's changes as they came. */
    public static final String INPUT_PRODUCER = "input";

    public static final String CHANGELOG_PRODUCER = "changelog-producer";

    public TargetTable {
        name = List.copyOf(name);
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        partitionKeys = List.copyOf(partitionKeys);
        options = new LinkedHashMap<>(Objects.requireNonNull(options, "options"));
    }

    private static Map<String, String> cdcOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put(CHANGELOG_PRODUCER, "lookup");
        options.put("changelog-producer.row-deduplicate", "true");
        return java.util.Collections.unmodifiableMap(options);
    }

    @Override
    public Map<String, String> options() {
        return java.util.Collections.unmodifiableMap(options);
    }
}
