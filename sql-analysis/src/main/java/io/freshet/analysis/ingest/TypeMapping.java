package io.freshet.analysis.ingest;

import java.util.Objects;

/**
 * Maps a source column type to the Flink SQL type an ingestion declares for it, following the type tables of
 * Flink CDC's postgres-cdc and mysql-cdc connectors (what their deserializers can produce), so that the CDC
 * source table, the JDBC snapshot table and the Paimon target table agree.
 */
public final class TypeMapping {

    /** Flink's largest DECIMAL precision. */
    static final int MAX_DECIMAL = 38;

    private TypeMapping() {
    }

    public static MappedType map(SourceDialect dialect, SourceType type) {
        Objects.requireNonNull(type, "type");
        return switch (Objects.requireNonNull(dialect, "dialect")) {
            case POSTGRESQL -> PostgresTypes.map(type);
            case MYSQL -> MySqlTypes.map(type);
        };
    }

    static String decimal(int precision, int scale) {
        return "DECIMAL(" + precision + ", " + scale + ")";
    }

    static String withPrecision(String flinkType, Integer precision, int otherwise) {
        return flinkType + "(" + (precision != null ? Math.min(precision, 9) : otherwise) + ")";
    }
}
