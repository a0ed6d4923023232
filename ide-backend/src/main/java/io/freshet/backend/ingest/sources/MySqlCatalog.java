package io.freshet.backend.ingest.sources;

import io.freshet.analysis.ingest.SourceDialect;
import io.freshet.analysis.ingest.SourceType;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MySQL's catalog for {@link SourceCatalog}: tables and columns from {@code information_schema}, the source's database
 * its one schema. Unsigned numbers and {@code tinyint(1)} (MySQL's boolean) are read from {@code COLUMN_TYPE}.
 */
final class MySqlCatalog {

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
    static final SourceCatalog.Dialect DIALECT = new SourceCatalog.Dialect(SourceDialect.MYSQL, SCHEMAS, TABLES,
            COLUMNS, KEYS, MySqlCatalog::type);

    private MySqlCatalog() {
    }

    private static SourceType type(Object[] r) {
        String dataType = String.valueOf(r[2]).toLowerCase(Locale.ROOT);
        String columnType = String.valueOf(r[3]).toLowerCase(Locale.ROOT);
        String name = columnType.contains("unsigned") ? dataType + " unsigned" : dataType;
        Integer length = SourceCatalog.integer(r[5]);
        boolean flag = dataType.equals("tinyint") || dataType.equals("bit");
        if (flag) {
            Matcher width = WIDTH.matcher(columnType);
            length = width.find() ? Integer.valueOf(width.group(1)) : null;
        }
        if (length != null && length > 0 && !(dataType.contains("char") || flag)) {
            length = null;
        }
        return SourceCatalog.type(name, length, r, DECIMALS.contains(dataType), TIMES.contains(dataType));
    }
}
