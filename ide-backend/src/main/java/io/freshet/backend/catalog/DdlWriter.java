package io.freshet.backend.catalog;

import static io.freshet.analysis.quoting.SqlQuoting.identifier;
import static io.freshet.analysis.quoting.SqlQuoting.identifierList;
import static io.freshet.analysis.quoting.SqlQuoting.literal;

import io.freshet.analysis.catalog.CatalogSupport;
import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.ColumnKind;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.NewMaterializedTable;
import io.freshet.ui.catalog.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Writes the DDL of a catalog table. Flink 2.0 cannot show it for a materialized table (SHOW CREATE TABLE
 * fails there), so it is rebuilt from the stored schema, keys, options and definition query. It writes only what the
 * editor's checks accept in the table's catalog: a view that catalog cannot store becomes a temporary view.
 */
final class DdlWriter {

    private DdlWriter() {
    }

    /** @param catalogOptions the options of the table's catalog, as a snapshot shows them */
    static String ddl(TableInfo table, Map<String, String> catalogOptions) {
        TableRef ref = new TableRef(table.id().catalog(), table.id().database(), table.id().table());
        if (table.kind() == TableKind.MATERIALIZED_TABLE) {
            Freshness freshness = Freshness.parse(table.materialized().freshnessInterval(), table.materialized().freshnessUnit());
            return new NewMaterializedTable(ref, freshness, table.primaryKey(), table.partitionKeys(),
                    userOptions(table.options()), table.materialized().definitionQuery()).ddl();
        }
        if (table.kind() == TableKind.VIEW) {
            return view(ref, table.viewQuery(), catalogOptions);
        }
        List<String> lines = new ArrayList<>();
        for (ColumnInfo column : table.columns()) {
            String line = "    " + identifier(column.name()) + " "
                    + (column.kind() == ColumnKind.COMPUTED ? "AS " + column.expression() : column.type());
            lines.add(column.comment() == null || column.comment().isBlank() ? line : line + " COMMENT " + literal(column.comment()));
        }
        table.watermarks().forEach(w -> lines.add("    WATERMARK FOR " + identifier(w.rowtimeColumn()) + " AS " + w.expression()));
        if (!table.primaryKey().isEmpty()) {
            lines.add("    PRIMARY KEY (" + identifierList(table.primaryKey()) + ") NOT ENFORCED");
        }
        StringBuilder sql = new StringBuilder("CREATE TABLE ").append(ref.sql()).append(" (\n")
                .append(String.join(",\n", lines)).append("\n)");
        if (table.comment() != null && !table.comment().isBlank()) {
            sql.append("\nCOMMENT ").append(literal(table.comment()));
        }
        if (!table.partitionKeys().isEmpty()) {
            sql.append("\nPARTITIONED BY (").append(identifierList(table.partitionKeys())).append(")");
        }
        Map<String, String> options = userOptions(table.options());
        if (!options.isEmpty()) {
            sql.append("\nWITH (\n").append(options.entrySet().stream()
                    .map(e -> "    " + literal(e.getKey()) + " = " + literal(e.getValue()))
                    .collect(Collectors.joining(",\n"))).append("\n)");
        }
        return sql.toString();
    }

    /** The catalog's refusal, if it has one, is said in a comment above the temporary view offered instead. */
    private static String view(TableRef ref, String query, Map<String, String> catalogOptions) {
        return CatalogSupport.viewRefusal(ref.sql(), catalogOptions)
                .map(refusal -> "-- " + refusal.replaceAll("\\R", " ") + "; as a temporary view of this session:\n"
                        + "CREATE TEMPORARY VIEW " + ref.sql() + " AS\n" + query)
                .orElse("CREATE VIEW " + ref.sql() + " AS\n" + query);
    }

    /** The options a user wrote: without Flink's and Paimon's bookkeeping. */
    static Map<String, String> userOptions(Map<String, String> options) {
        Map<String, String> user = new TreeMap<>(options);
        user.keySet().removeIf(key -> MaterializedTableOptions.isFlinkBookkeeping(key) || key.startsWith("schema.")
                || key.equals("type") || key.equals("path"));
        return user;
    }
}
