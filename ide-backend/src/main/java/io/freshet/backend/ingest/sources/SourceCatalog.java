package io.freshet.backend.ingest.sources;

import io.freshet.analysis.ingest.SourceDialect;
import io.freshet.analysis.ingest.SourceType;
import io.freshet.analysis.ingest.TypeMapping;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceTable;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads one kind of database's schemas and tables; the rows it reads are mapped into the lakehouse here. */
interface SourceCatalog {

    /** A column as the source's catalog lists it. */
    record RawColumn(String table, String name, SourceType type, boolean nullable) {
    }

    /** A primary-key column of a table, in key order. */
    record KeyColumn(String table, String column) {
    }

    List<String> schemas(SqlSession session) throws SQLException;

    /** The schema's tables, by name, each with its columns in order and its primary key. */
    List<SourceTable> tables(SqlSession session, String schema) throws SQLException;

    /** Builds the tables from the catalog rows; tables without a column row (no access) are still listed. */
    static List<SourceTable> assemble(SourceDialect dialect, String schema, List<String> tables, List<RawColumn> columns,
                                      List<KeyColumn> keys) {
        Map<String, List<String>> keyOf = new LinkedHashMap<>();
        keys.forEach(k -> keyOf.computeIfAbsent(k.table(), t -> new ArrayList<>()).add(k.column()));
        Map<String, List<SourceColumn>> columnsOf = new LinkedHashMap<>();
        for (RawColumn c : columns) {
            var mapped = TypeMapping.map(dialect, c.type());
            boolean key = keyOf.getOrDefault(c.table(), List.of()).contains(c.name());
            columnsOf.computeIfAbsent(c.table(), t -> new ArrayList<>()).add(new SourceColumn(c.name(),
                    c.type().display(), c.nullable(), key, mapped.flinkType(), mapped.remark()));
        }
        return tables.stream().map(t -> new SourceTable(schema, t, columnsOf.getOrDefault(t, List.of()),
                keyOf.getOrDefault(t, List.of()))).toList();
    }

    static Integer integer(Object value) {
        return value instanceof Number n ? n.intValue() : null;
    }
}
