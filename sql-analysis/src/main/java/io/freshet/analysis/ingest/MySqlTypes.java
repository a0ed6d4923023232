package io.freshet.analysis.ingest;

/** MySQL's types ({@code DATA_TYPE}, {@code " unsigned"} appended) in Flink SQL, as mysql-cdc delivers them. */
final class MySqlTypes {

    private MySqlTypes() {
    }

    static MappedType map(SourceType type) {
        return switch (type.name()) {
            case "tinyint" -> type.length() != null && type.length() == 1
                    ? MappedType.exact("BOOLEAN") : MappedType.exact("TINYINT");
            case "tinyint unsigned", "smallint" -> MappedType.exact("SMALLINT");
            case "smallint unsigned", "mediumint", "mediumint unsigned", "int", "integer", "year" ->
                    MappedType.exact("INT");
            case "int unsigned", "integer unsigned", "bigint" -> MappedType.exact("BIGINT");
            case "bigint unsigned", "serial" -> MappedType.exact(TypeMapping.decimal(20, 0));
            case "float", "float unsigned" -> MappedType.exact("FLOAT");
            case "double", "double unsigned", "real", "real unsigned" -> MappedType.exact("DOUBLE");
            case "decimal", "decimal unsigned", "numeric", "numeric unsigned", "fixed" -> decimal(type);
            case "bool", "boolean" -> MappedType.exact("BOOLEAN");
            case "bit" -> type.length() == null || type.length() == 1
                    ? MappedType.exact("BOOLEAN") : MappedType.exact("BYTES");
            case "date" -> MappedType.exact("DATE");
            case "time" -> MappedType.exact(TypeMapping.withPrecision("TIME", type.precision(), 0));
            case "datetime" -> MappedType.exact(TypeMapping.withPrecision("TIMESTAMP", type.precision(), 0));
            case "timestamp" -> MappedType.exact(TypeMapping.withPrecision("TIMESTAMP_LTZ", type.precision(), 0));
            case "char" -> MappedType.exact("CHAR(" + (type.length() != null ? type.length() : 1) + ")");
            case "varchar" -> type.length() != null
                    ? MappedType.exact("VARCHAR(" + type.length() + ")") : MappedType.exact("STRING");
            case "tinytext", "text", "mediumtext", "longtext", "enum" -> MappedType.exact("STRING");
            case "json" -> MappedType.lossy("STRING", "JSON text");
            case "set" -> MappedType.exact("ARRAY<STRING>");
            case "binary", "varbinary", "tinyblob", "blob", "mediumblob", "longblob" -> MappedType.exact("BYTES");
            case "geometry", "point", "linestring", "polygon", "multipoint", "multilinestring", "multipolygon",
                    "geometrycollection" -> MappedType.lossy("STRING", "the geometry as GeoJSON-like text");
            default -> MappedType.unmappable(type.display() + " has no Flink type that Flink CDC can fill");
        };
    }

    private static MappedType decimal(SourceType type) {
        int precision = type.precision() != null ? type.precision() : 10;
        int scale = type.scale() != null ? type.scale() : 0;
        if (precision > TypeMapping.MAX_DECIMAL) {
            return MappedType.lossy("STRING", type.display() + " is wider than Flink's largest DECIMAL(38, s):"
                    + " its values are kept as text");
        }
        return MappedType.exact(TypeMapping.decimal(precision, scale));
    }
}
