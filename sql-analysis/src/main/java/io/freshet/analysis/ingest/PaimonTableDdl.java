package io.freshet.analysis.ingest;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.quoting.SqlQuoting;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes the {@code CREATE TABLE IF NOT EXISTS} of an ingestion's Paimon primary-key table. Key columns are
 * declared NOT NULL because Paimon refuses a nullable primary key; every name and option goes through
 * {@link SqlQuoting}.
 */
public final class PaimonTableDdl {

    private PaimonTableDdl() {
    }

    /** @throws SqlAnalysisException when the table has no primary key or names a column it does not have */
    public static String createTable(TargetTable table) {
        check(table);
        Set<String> key = new HashSet<>(table.primaryKey());
        StringBuilder sql = new StringBuilder("CREATE TABLE IF NOT EXISTS ")
                .append(SqlQuoting.qualified(table.name())).append(" (\n");
        for (TargetColumn c : table.columns()) {
            sql.append("  ").append(SqlQuoting.identifier(c.name())).append(' ').append(c.flinkType())
                    .append(c.nullable() && !key.contains(c.name()) ? "" : " NOT NULL").append(",\n");
        }
        sql.append("  PRIMARY KEY (").append(SqlQuoting.identifierList(table.primaryKey())).append(") NOT ENFORCED\n)");
        if (!table.partitionKeys().isEmpty()) {
            sql.append("\nPARTITIONED BY (").append(SqlQuoting.identifierList(table.partitionKeys())).append(')');
        }
        if (!table.options().isEmpty()) {
            sql.append("\nWITH (\n").append(options(table.options())).append("\n)");
        }
        return sql.toString();
    }

    private static String options(Map<String, String> options) {
        return options.entrySet().stream()
                .map(e -> "  " + SqlQuoting.literal(e.getKey()) + " = " + SqlQuoting.literal(e.getValue()))
                .collect(Collectors.joining(",\n"));
    }

    private static void check(TargetTable table) {
        String name = String.join(".", table.name());
        if (table.columns().isEmpty()) {
            throw new SqlAnalysisException("The table " + name + " has no columns to ingest.");
        }
        if (table.primaryKey().isEmpty()) {
            throw new SqlAnalysisException("The table " + name + " has no primary key: a Paimon primary-key table"
                    + " needs one to apply updates and deletes (add a primary key in the source, or ingest it"
                    + " as a snapshot).");
        }
        Set<String> columns = table.columns().stream().map(TargetColumn::name).collect(Collectors.toSet());
        missing(name, "primary key", table.primaryKey(), columns);
        missing(name, "partition", table.partitionKeys(), columns);
    }

    private static void missing(String table, String what, List<String> names, Set<String> columns) {
        List<String> unknown = names.stream().filter(n -> !columns.contains(n)).toList();
        if (!unknown.isEmpty()) {
            throw new SqlAnalysisException("The " + what + " of " + table + " names columns it does not have: "
                    + String.join(", ", unknown) + ".");
        }
    }
}
