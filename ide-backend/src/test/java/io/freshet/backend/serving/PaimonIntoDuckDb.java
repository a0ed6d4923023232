package io.freshet.backend.serving;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.InternalRow;
import org.apache.paimon.options.Options;
import org.apache.paimon.reader.RecordReader;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.source.ReadBuilder;
import org.apache.paimon.types.DataField;
import org.apache.paimon.types.DataType;
import org.apache.paimon.types.DecimalType;
import org.apache.paimon.types.TimestampType;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Copies a Paimon table's latest rows, read and merged by Paimon's own Java reader, into a DuckDB table; a test's way
 * to put the warehouse in front of a second engine, not a Paimon connector of DuckDB (DuckDB's is downloaded at run
 * time, which these machines cannot).
 */
final class PaimonIntoDuckDb {

    private final String warehouse;

    PaimonIntoDuckDb(String warehouse) {
        this.warehouse = warehouse;
    }

    /**
     * Replaces DuckDB table {@code target} with every row Paimon's batch reader returns for {@code table} (for a
     * primary-key table: one row per key, merged on read); returns how many rows it appended.
     */
    long copy(Connection duck, String table, String target) throws Exception {
        // no cache: each copy must see the snapshot Flink committed last
        try (Catalog catalog = CatalogFactory.createCatalog(CatalogContext.create(Options.fromMap(
                Map.of("warehouse", warehouse, "cache-enabled", "false"))))) {
            Table paimon = catalog.getTable(Identifier.fromString(table));
            List<DataField> fields = paimon.rowType().getFields();
            try (Statement ddl = duck.createStatement()) {
                ddl.execute("CREATE OR REPLACE TABLE " + quote(target) + " (" + fields.stream()
                        .map(f -> quote(f.name()) + " " + duckType(f.type())).collect(Collectors.joining(", ")) + ")");
            }
            ReadBuilder read = paimon.newReadBuilder();
            long[] rows = {0};
            try (RecordReader<InternalRow> reader = read.newRead().createReader(read.newScan().plan());
                    DuckDBAppender appender = duck.unwrap(DuckDBConnection.class).createAppender(
                            DuckDBConnection.DEFAULT_SCHEMA, target)) {
                reader.forEachRemaining(row -> {
                    append(appender, row, fields);
                    rows[0]++;
                });
            }
            return rows[0];
        }
    }

    private static void append(DuckDBAppender appender, InternalRow row, List<DataField> fields) {
        try {
            appender.beginRow();
            for (int i = 0; i < fields.size(); i++) {
                appendValue(appender, row, i, fields.get(i).type());
            }
            appender.endRow();
        } catch (SQLException e) {
            throw new UncheckedIOException(new IOException("DuckDB refused a row", e));
        }
    }

    private static void appendValue(DuckDBAppender appender, InternalRow row, int i, DataType type)
            throws SQLException {
        if (row.isNullAt(i)) {
            appender.appendNull();
            return;
        }
        switch (type.getTypeRoot()) {
            case CHAR, VARCHAR -> appender.append(row.getString(i).toString());
            case BOOLEAN -> appender.append(row.getBoolean(i));
            case TINYINT -> appender.append(row.getByte(i));
            case SMALLINT -> appender.append(row.getShort(i));
            case INTEGER -> appender.append(row.getInt(i));
            case BIGINT -> appender.append(row.getLong(i));
            case FLOAT -> appender.append(row.getFloat(i));
            case DOUBLE -> appender.append(row.getDouble(i));
            case DATE -> appender.append(LocalDate.ofEpochDay(row.getInt(i)));
            case DECIMAL -> {
                DecimalType decimal = (DecimalType) type;
                appender.append(row.getDecimal(i, decimal.getPrecision(), decimal.getScale()).toBigDecimal());
            }
            case TIMESTAMP_WITHOUT_TIME_ZONE -> appender.append(
                    row.getTimestamp(i, ((TimestampType) type).getPrecision()).toLocalDateTime());
            default -> throw new IllegalArgumentException("not copied to DuckDB: " + type);
        }
    }

    private static String duckType(DataType type) {
        return switch (type.getTypeRoot()) {
            case CHAR, VARCHAR -> "VARCHAR";
            case FLOAT -> "REAL";
            case DECIMAL -> "DECIMAL(" + ((DecimalType) type).getPrecision() + ", " + ((DecimalType) type).getScale()
                    + ")";
            // DuckDB keeps microseconds: enough for the TIMESTAMP(3) of Flink's tables
            case TIMESTAMP_WITHOUT_TIME_ZONE -> "TIMESTAMP";
            case BOOLEAN, TINYINT, SMALLINT, INTEGER, BIGINT, DOUBLE, DATE -> type.getTypeRoot().name();
            default -> throw new IllegalArgumentException("not copied to DuckDB: " + type);
        };
    }

    private static String quote(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }
}
