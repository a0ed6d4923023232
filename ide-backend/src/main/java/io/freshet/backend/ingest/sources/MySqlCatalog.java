package io.freshet.backend.ingest.sources;

import io.freshet.analysis.ingest.SourceDialect;
import io.freshet.analysis.ingest.SourceType;
import io.freshet.ui.ingest.SourceTable;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MySQL's tables and columns from {@code information_schema}; the source's database is its one schema. Unsigned
 * numbers and {@code tinyint(1)} (MySQL's boolean) are read from {@code COLUMN_TYPE}.
 */
final class MySqlCatalog implements SourceCatalog {

    static final String SCHEMAS = "SELECT DATABASE()";
    static final String TABLES = "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?"
            + " AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME";
    static final String COLUMNS = "SELECT TABLE_NAME, COLUMN_NAME, DATA_TYPE, COLUMN_TYPE, IS_NULLABLE,"
            + " CHARACTER_MAXIMUM_LENGTH, NUMERIC_PRECISION, NUMERIC_SCALE, DATETIME_PRECISION"
            + " FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION";
    static final String KEYS = "SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE"
            + " WHERE TABLE_SCHEMA = ? AND CONSTRAINT_NAME = 'PRIMARY' ORDER BY TABLE_NAME, ORDINAL_POSITION";
    private static final Pattern WIDTH = Pattern.compile("^\\w+\\((\\d+)\\)");
    private static final Set<String> DECIMALS = Set.of("decimal", "numeric", "fixed");
    private static final Set<String> TIMES = Set.of("time", "datetime", "timestamp");

    @Override
    public List<String> schemas(SqlSession session) throws SQLException {
        Object database = session.value(SCHEMAS);
        return database == null ? List.of() : List.of(database.toString());
    }

    @Override
    public List<SourceTable> tables(SqlSession session, String schema) throws SQLException {
        List<String> tables = session.query(TABLES, schema).stream().map(r -> (String) r[0]).toList();
        List<RawColumn> columns = session.query(COLUMNS, schema).stream().map(MySqlCatalog::column).toList();
        List<KeyColumn> keys = session.query(KEYS, schema).stream()
                .map(r -> new KeyColumn((String) r[0], (String) r[1])).toList();
        return SourceCatalog.assemble(SourceDialect.MYSQL, schema, tables, columns, keys);
    }

    private static RawColumn column(Object[] r) {
        String dataType = String.valueOf(r[2]).toLowerCase(Locale.ROOT);
        String columnType = String.valueOf(r[3]).toLowerCase(Locale.ROOT);
        String name = columnType.contains("unsigned") ? dataType + " unsigned" : dataType;
        Integer length = SourceCatalog.integer(r[5]);
        Integer precision = null;
        Integer scale = null;
        if (dataType.equals("tinyint") || dataType.equals("bit")) {
            Matcher width = WIDTH.matcher(columnType);
            length = width.find() ? Integer.valueOf(width.group(1)) : null;
        } else if (DECIMALS.contains(dataType)) {
            precision = SourceCatalog.integer(r[6]);
            scale = SourceCatalog.integer(r[7]);
        } else if (TIMES.contains(dataType)) {
            precision = SourceCatalog.integer(r[8]);
        }
        if (length != null && length > 0 && !(dataType.contains("char") || dataType.equals("tinyint")
                || dataType.equals("bit"))) {
            length = null;
        }
        return new RawColumn((String) r[0], (String) r[1], new SourceType(name, length, precision, scale),
                "YES".equals(r[4]));
    }
}
