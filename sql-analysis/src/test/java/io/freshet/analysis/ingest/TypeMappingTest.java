package io.freshet.analysis.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.apache.flink.table.types.logical.utils.LogicalTypeParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Golden table of source types and the Flink type each maps to; every mapped type is one Flink itself parses. */
class TypeMappingTest {

    private static final String NONE = "-";

    static Stream<Arguments> postgres() {
        return Stream.of(
                row("int2", null, null, null, "SMALLINT"),
                row("int4", null, null, null, "INT"),
                row("int8", null, null, null, "BIGINT"),
                row("float4", null, null, null, "FLOAT"),
                row("float8", null, null, null, "DOUBLE"),
                row("numeric", null, 10, 2, "DECIMAL(10, 2)"),
                row("numeric", null, 38, 0, "DECIMAL(38, 0)"),
                row("numeric", null, null, null, "DECIMAL(38, 18)"),
                row("numeric", null, 39, 2, NONE),
                row("varchar", 40, null, null, "VARCHAR(40)"),
                row("varchar", null, null, null, "STRING"),
                row("bpchar", 3, null, null, "CHAR(3)"),
                row("text", null, null, null, "STRING"),
                row("bool", null, null, null, "BOOLEAN"),
                row("date", null, null, null, "DATE"),
                row("time", null, 3, null, "TIME(3)"),
                row("timestamp", null, 6, null, "TIMESTAMP(6)"),
                row("timestamp", null, null, null, "TIMESTAMP(6)"),
                row("timestamptz", null, 3, null, "TIMESTAMP_LTZ(3)"),
                row("jsonb", null, null, null, "STRING"),
                row("json", null, null, null, "STRING"),
                row("uuid", null, null, null, "STRING"),
                row("enum", null, null, null, "STRING"),
                row("bytea", null, null, null, "BYTES"),
                row("bit", 1, null, null, "BOOLEAN"),
                row("bit", 8, null, null, "BYTES"),
                row("_int4", null, null, null, "ARRAY<INT>"),
                row("_text", null, null, null, "ARRAY<STRING>"),
                row("_numeric", null, null, null, "ARRAY<DECIMAL(38, 18)>"),
                row("_point", null, null, null, NONE),
                row("point", null, null, null, NONE),
                row("interval", null, null, null, NONE),
                row("money", null, null, null, NONE),
                row("tsvector", null, null, null, NONE));
    }

    static Stream<Arguments> mysql() {
        return Stream.of(
                row("tinyint", 1, null, null, "BOOLEAN"),
                row("tinyint", 4, null, null, "TINYINT"),
                row("tinyint unsigned", null, null, null, "SMALLINT"),
                row("int", null, null, null, "INT"),
                row("int unsigned", null, null, null, "BIGINT"),
                row("bigint", null, null, null, "BIGINT"),
                row("bigint unsigned", null, null, null, "DECIMAL(20, 0)"),
                row("decimal", null, 12, 4, "DECIMAL(12, 4)"),
                row("decimal", null, 65, 10, "STRING"),
                row("double", null, null, null, "DOUBLE"),
                row("varchar", 255, null, null, "VARCHAR(255)"),
                row("longtext", null, null, null, "STRING"),
                row("datetime", null, 3, null, "TIMESTAMP(3)"),
                row("timestamp", null, null, null, "TIMESTAMP_LTZ(0)"),
                row("json", null, null, null, "STRING"),
                row("set", null, null, null, "ARRAY<STRING>"),
                row("blob", null, null, null, "BYTES"),
                row("year", null, null, null, "INT"),
                row("bit", 1, null, null, "BOOLEAN"),
                row("vector", null, null, null, NONE));
    }

    @ParameterizedTest(name = "{0} {1} {2} {3} -> {4}")
    @MethodSource("postgres")
    void postgresTypes(String name, Integer length, Integer precision, Integer scale, String expected) {
        check(SourceDialect.POSTGRESQL, new SourceType(name, length, precision, scale), expected);
    }

    @ParameterizedTest(name = "{0} {1} {2} {3} -> {4}")
    @MethodSource("mysql")
    void mysqlTypes(String name, Integer length, Integer precision, Integer scale, String expected) {
        check(SourceDialect.MYSQL, new SourceType(name, length, precision, scale), expected);
    }

    @org.junit.jupiter.api.Test
    void unmappableTypesSayWhichTypeAndWhyAndLossyOnesSayWhatIsLost() {
        MappedType point = TypeMapping.map(SourceDialect.POSTGRESQL, SourceType.of("point"));
        assertThat(point.remark()).startsWith("point has no Flink type");
        MappedType wide = TypeMapping.map(SourceDialect.POSTGRESQL, SourceType.ofPrecision("numeric", 50, 2));
        assertThat(wide.remark()).contains("numeric(50,2)", "DECIMAL(38, s)");
        assertThat(TypeMapping.map(SourceDialect.POSTGRESQL, SourceType.of("numeric")).remark()).contains("rounded");
        assertThat(TypeMapping.map(SourceDialect.POSTGRESQL, SourceType.of("_tsvector")).remark())
                .startsWith("an array of tsvector");
        assertThat(SourceType.of("_int4").display()).isEqualTo("int4[]");
        assertThat(SourceType.ofLength("VARCHAR", 40).display()).isEqualTo("varchar(40)");
    }

    private static void check(SourceDialect dialect, SourceType type, String expected) {
        MappedType mapped = TypeMapping.map(dialect, type);
        if (expected.equals(NONE)) {
            assertThat(mapped.mapped()).as("%s is unmappable", type.display()).isFalse();
            assertThat(mapped.remark()).isNotBlank();
            return;
        }
        assertThat(mapped.flinkType()).isEqualTo(expected);
        assertThat(LogicalTypeParser.parse(mapped.flinkType(), TypeMappingTest.class.getClassLoader())
                .asSerializableString()).as("Flink reads it back").isNotBlank();
    }

    private static Arguments row(String name, Integer length, Integer precision, Integer scale, String flink) {
        return Arguments.of(name, length, precision, scale, flink);
    }

}
