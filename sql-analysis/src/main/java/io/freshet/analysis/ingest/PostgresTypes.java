package io.freshet.analysis.ingest;

/** PostgreSQL's types ({@code udt_name}) in Flink SQL, as postgres-cdc (pgoutput, Debezium) delivers them. */
final class PostgresTypes {

    private static final String UNCONSTRAINED = "numeric without precision: stored as DECIMAL(38, 18), values"
            + " with more than 18 decimals are rounded and values over 20 integer digits are lost";

    private PostgresTypes() {
    }

    static MappedType map(SourceType type) {
        if (type.name().startsWith("_")) {
            MappedType element = map(new SourceType(type.name().substring(1), null, null, null));
            return element.mapped()
                    ? new MappedType("ARRAY<" + element.flinkType() + ">", element.remark())
                    : MappedType.unmappable("an array of " + type.name().substring(1) + ": " + element.remark());
        }
        return switch (type.name()) {
            case "int2", "smallint", "smallserial" -> MappedType.exact("SMALLINT");
            case "int4", "integer", "serial" -> MappedType.exact("INT");
            case "int8", "bigint", "bigserial", "oid" -> MappedType.exact("BIGINT");
            case "float4", "real" -> MappedType.exact("FLOAT");
            case "float8", "double precision" -> MappedType.exact("DOUBLE");
            case "numeric", "decimal" -> numeric(type);
            case "bool", "boolean" -> MappedType.exact("BOOLEAN");
            case "varchar", "character varying" -> type.length() != null
                    ? MappedType.exact("VARCHAR(" + type.length() + ")") : MappedType.exact("STRING");
            case "bpchar", "character", "char" -> MappedType.exact("CHAR(" + (type.length() != null ? type.length() : 1) + ")");
            case "text", "name", "citext" -> MappedType.exact("STRING");
            case "date" -> MappedType.exact("DATE");
            case "time" -> MappedType.exact(TypeMapping.withPrecision("TIME", type.precision(), 6));
            case "timestamp" -> MappedType.exact(TypeMapping.withPrecision("TIMESTAMP", type.precision(), 6));
            case "timestamptz" -> MappedType.exact(TypeMapping.withPrecision("TIMESTAMP_LTZ", type.precision(), 6));
            case "bytea" -> MappedType.exact("BYTES");
            case "json", "jsonb" -> MappedType.lossy("STRING", "JSON text");
            case "uuid", "xml", "inet", "cidr", "macaddr", "macaddr8", "enum" -> MappedType.exact("STRING");
            case "bit" -> type.length() == null || type.length() == 1
                    ? MappedType.exact("BOOLEAN") : MappedType.exact("BYTES");
            case "varbit" -> MappedType.exact("BYTES");
            default -> MappedType.unmappable(type.display() + " has no Flink type that Flink CDC can fill"
                    + " (cast it to text in a view on the source, or leave the column out)");
        };
    }

    private static MappedType numeric(SourceType type) {
        if (type.precision() == null) {
            return MappedType.lossy(TypeMapping.decimal(TypeMapping.MAX_DECIMAL, 18), UNCONSTRAINED);
        }
        if (type.precision() > TypeMapping.MAX_DECIMAL) {
            return MappedType.unmappable(type.display() + " is wider than Flink's largest DECIMAL(38, s)");
        }
        return MappedType.exact(TypeMapping.decimal(type.precision(), type.scale() != null ? type.scale() : 0));
    }
}
