package io.freshet.backend.definitions;

import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.catalog.TypeSpelling;
import io.freshet.ui.deploy.DefinitionPart;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A table's definition in one canonical text, the same for a table read from the warehouse and for one a script
 * creates in the analysis planner: what a user wrote (freshness, partitioning, keys, options, the query Flink
 * stored) and nothing Flink or Paimon added (refresh status, job handles, internal options).
 */
public final class TableDefinition {

    private TableDefinition() {
    }

    /** The canonical text, one clause per line; a materialized table's query as Flink expanded it. */
    public static String of(TableInfo table) {
        StringBuilder text = new StringBuilder();
        MaterializedTableInfo mt = table.materialized();
        text.append(table.kind() == TableKind.MATERIALIZED_TABLE ? "MATERIALIZED TABLE " : table.kind() + " ")
                .append(table.id()).append('\n');
        if (mt == null && table.kind() != TableKind.VIEW) {
            table.columns().forEach(c -> text.append("  ").append(column(c)).append('\n'));
        }
        if (!table.primaryKey().isEmpty()) {
            text.append("PRIMARY KEY (").append(String.join(", ", table.primaryKey())).append(")\n");
        }
        if (!table.partitionKeys().isEmpty()) {
            text.append("PARTITIONED BY (").append(String.join(", ", table.partitionKeys())).append(")\n");
        }
        Map<String, String> options = userOptions(table.options());
        if (!options.isEmpty()) {
            text.append("WITH (").append(options.entrySet().stream()
                    .map(e -> "'" + e.getKey() + "' = '" + e.getValue() + "'")
                    .collect(Collectors.joining(", "))).append(")\n");
        }
        if (mt != null) {
            text.append("FRESHNESS = INTERVAL '").append(mt.freshnessInterval()).append("' ")
                    .append(mt.freshnessUnit()).append('\n');
            if (mt.logicalRefreshMode() != null && !"AUTOMATIC".equals(mt.logicalRefreshMode())) {
                text.append("REFRESH_MODE = ").append(mt.logicalRefreshMode()).append('\n');
            }
            text.append("AS ").append(query(mt.definitionQuery()));
        } else if (table.viewQuery() != null) {
            text.append("AS ").append(query(table.viewQuery()));
        }
        return text.toString().stripTrailing();
    }

    /**
     * The clauses of a canonical text ({@link #of}) by part, each normalised; a text that is not canonical (a
     * statement analysis could not create a table from) is one {@link DefinitionPart#STATEMENT}.
     */
    static Map<DefinitionPart, String> parts(String canonical) {
        Map<DefinitionPart, StringBuilder> parts = new EnumMap<>(DefinitionPart.class);
        List<String> lines = canonical.lines().toList();
        if (lines.isEmpty() || !List.of("MATERIALIZED ", "TABLE ", "VIEW ").contains(lines.get(0).substring(0,
                lines.get(0).indexOf(' ') + 1))) {
            parts.put(DefinitionPart.STATEMENT, new StringBuilder(canonical));
        } else {
            DefinitionPart current = DefinitionPart.KIND;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (current != DefinitionPart.QUERY) {
                    // the query comes last and may hold any line: once in it, every line is the query's
                    current = i == 0 ? DefinitionPart.KIND : line.startsWith("  ") ? DefinitionPart.COLUMNS
                            : line.startsWith("PRIMARY KEY ") ? DefinitionPart.KEYS
                            : line.startsWith("PARTITIONED BY ") ? DefinitionPart.PARTITIONING
                            : line.startsWith("WITH (") ? DefinitionPart.OPTIONS
                            : line.startsWith("FRESHNESS = ") ? DefinitionPart.FRESHNESS
                            : line.startsWith("REFRESH_MODE = ") ? DefinitionPart.REFRESH_MODE : DefinitionPart.QUERY;
                }
                parts.computeIfAbsent(current, p -> new StringBuilder()).append(line).append('\n');
            }
        }
        Map<DefinitionPart, String> normalised = new EnumMap<>(DefinitionPart.class);
        parts.forEach((part, text) -> normalised.put(part, normalised(text.toString())));
        return normalised;
    }

    /** Whitespace does not count: the same definition laid out differently is the same. */
    static String normalised(String canonical) {
        return canonical.replaceAll("\\s+", " ").strip();
    }

    /** The options a user writes; Flink's materialized-table bookkeeping and Paimon's internals are left out. */
    static Map<String, String> userOptions(Map<String, String> options) {
        Map<String, String> kept = new TreeMap<>();
        options.forEach((key, value) -> {
            if (!MaterializedTableOptions.isFlinkBookkeeping(key) && !key.startsWith("schema.")
                    && !List.of("type", "connector", "path").contains(key)) {
                kept.put(key, value);
            }
        });
        return kept;
    }

    private static String column(ColumnInfo column) {
        return column.name() + " " + TypeSpelling.ofCatalog(column.type());
    }

    private static String query(String query) {
        return query == null ? "" : query.lines().map(String::stripTrailing).collect(Collectors.joining("\n"));
    }
}
