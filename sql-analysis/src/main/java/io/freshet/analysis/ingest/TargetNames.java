package io.freshet.analysis.ingest;

import java.util.Locale;

/**
 * The name a source table gets in the lakehouse: its own name for PostgreSQL's {@code public} schema and for MySQL
 * (whose database is the source), {@code schema_table} for other PostgreSQL schemas, so two schemas' tables of one
 * name do not collide in one target database.
 */
public final class TargetNames {

    /** The default target database of an ingestion. */
    public static final String DEFAULT_DATABASE = "ods";

    private TargetNames() {
    }

    public static String table(SourceDialect dialect, String schema, String table) {
        if (dialect == SourceDialect.MYSQL || schema == null || schema.isEmpty()
                || schema.toLowerCase(Locale.ROOT).equals("public")) {
            return table;
        }
        return schema + "_" + table;
    }
}
