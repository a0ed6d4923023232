package io.freshet.backend.ingest.sources;

import io.freshet.analysis.ingest.SourceDialect;
import io.freshet.analysis.ingest.SourceType;
import java.util.Set;

/**
 * PostgreSQL's catalog for {@link SourceCatalog}: tables from {@code pg_class} (partitions folded into their parent)
 * and columns from {@code information_schema.columns}, whose {@code udt_name} and type modifiers feed the mapping.
 */
final class PostgresCatalog {

    static final String SCHEMAS = "SELECT DISTINCT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            + " WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition"
            + " AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1";
    static final String TABLES = "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            + " WHERE n.nspname = ? AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1";
    static final String COLUMNS = "SELECT c.table_name, c.column_name, c.udt_name, t.typtype, c.is_nullable,"
            + " c.character_maximum_length, c.numeric_precision, c.numeric_scale, c.datetime_precision"
            + " FROM information_schema.columns c"
            + " LEFT JOIN pg_namespace tn ON tn.nspname = c.udt_schema"
            + " LEFT JOIN pg_type t ON t.typname = c.udt_name AND t.typnamespace = tn.oid"
            + " WHERE c.table_schema = ? ORDER BY c.table_name, c.ordinal_position";
    /** From pg_index, not information_schema, which hides the constraints of tables a user may only SELECT from. */
    static final String KEYS = "SELECT c.relname, a.attname FROM pg_index i"
            + " JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace"
            + " CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)"
            + " JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum"
            + " WHERE n.nspname = ? AND i.indisprimary ORDER BY c.relname, k.ord";
    private static final Set<String> DECIMALS = Set.of("numeric", "decimal");
    private static final Set<String> TIMES = Set.of("time", "timetz", "timestamp", "timestamptz");
    static final SourceCatalog.Dialect DIALECT = new SourceCatalog.Dialect(SourceDialect.POSTGRESQL, SCHEMAS, TABLES,
            COLUMNS, KEYS, PostgresCatalog::type);

    private PostgresCatalog() {
    }

    /** An enum column (typtype 'e') is named "enum" whatever its own type is called. */
    private static SourceType type(Object[] r) {
        String typtype = r[3] == null ? "" : r[3].toString();
        String name = typtype.equals("e") ? "enum" : (String) r[2];
        return SourceCatalog.type(name, SourceCatalog.integer(r[5]), r, DECIMALS.contains(name), TIMES.contains(name));
    }
}
