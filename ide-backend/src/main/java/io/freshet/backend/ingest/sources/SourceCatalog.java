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
import java.util.Objects;
import java.util.function.Function;

/** Reads a source database's schemas and tables with its dialect's catalog queries, mapped into the lakehouse here. */
final class SourceCatalog {

    /**
     * One kind of database's catalog: its schema, table, column and primary-key queries and how it reads a column
     * row's type. The column query selects table, column, type name, type detail, is-nullable, character length,
     * numeric precision, numeric scale and time precision, in that order; the key query table and column.
     */
    record Dialect(SourceDialect mapping, String schemas, String tables, String columns, String keys,
                   Function<Object[], SourceType> columnType) {
    }

    /** A column as the source's catalog lists it. */
    record RawColumn(String table, String name, SourceType type, boolean nullable) {
    }

    /** A primary-key column of a table, in key order. */
    record KeyColumn(String table, String column) {
    }

    private final Dialect dialect;

    SourceCatalog(Dialect dialect) {
        this.dialect = dialect;
    }

    /** The schemas a user can pick; a query that answers null (MySQL without a database) lists none. */
    List<String> schemas(SqlSession session) throws SQLException {
        return session.query(dialect.schemas()).stream().map(r -> r[0]).filter(Objects::nonNull)
                .map(Object::toString).toList();
    }

    /** The schema's tables, by name, each with its columns in order and its primary key. */
    List<SourceTable> tables(SqlSession session, String schema) throws SQLException {
        List<String> tables = session.query(dialect.tables(), schema).stream().map(r -> (String) r[0]).toList();
        List<RawColumn> columns = session.query(dialect.columns(), schema).stream()
                .map(r -> new RawColumn((String) r[0], (String) r[1], dialect.columnType().apply(r),
                        "YES".equals(r[4]))).toList();
        List<KeyColumn> keys = session.query(dialect.keys(), schema).stream()
                .map(r -> new KeyColumn((String) r[0], (String) r[1])).toList();
        return assemble(schema, tables, columns, keys);
    }

    /** Builds the tables from the catalog rows; tables without a column row (no access) are still listed. */
    private List<SourceTable> assemble(String schema, List<String> tables, List<RawColumn> columns,
                                       List<KeyColumn> keys) {
        Map<String, List<String>> keyOf = new LinkedHashMap<>();
        keys.forEach(k -> keyOf.computeIfAbsent(k.table(), t -> new ArrayList<>()).add(k.column()));
        Map<String, List<SourceColumn>> columnsOf = new LinkedHashMap<>();
        for (RawColumn c : columns) {
            var mapped = TypeMapping.map(dialect.mapping(), c.type());
            boolean key = keyOf.getOrDefault(c.table(), List.of()).contains(c.name());
            columnsOf.computeIfAbsent(c.table(), t -> new ArrayList<>()).add(new SourceColumn(c.name(),
                    c.type().display(), c.nullable(), key, mapped.flinkType(), mapped.remark()));
        }
        return tables.stream().map(t -> new SourceTable(schema, t, columnsOf.getOrDefault(t, List.of()),
                keyOf.getOrDefault(t, List.of()))).toList();
    }

    /**
     * A column row's type: a decimal takes the row's numeric precision and scale, a time its time precision; other
     * types neither (their numeric precision is the storage width, not a type parameter).
     */
    static SourceType type(String name, Integer length, Object[] row, boolean decimal, boolean time) {
        Integer precision = decimal ? integer(row[6]) : time ? integer(row[8]) : null;
        return new SourceType(name, length, precision, decimal ? integer(row[7]) : null);
    }

    static Integer integer(Object value) {
        return value instanceof Number n ? n.intValue() : null;
    }
}
