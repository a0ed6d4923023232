package io.freshet.analysis.serving;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A table's Paimon options and types against each engine's documented Paimon support. */
class ServingChecksTest {

    /** What Freshet's DWS tables look like: a primary key, parquet (Paimon's default), plain types. */
    private static final TableInfo DWS = table(List.of("day", "shop"), Map.of(),
            ColumnInfo.physical("day", "VARCHAR(2147483647) NOT NULL", false),
            ColumnInfo.physical("shop", "BIGINT NOT NULL", false),
            ColumnInfo.physical("revenue", "DECIMAL(18, 2)", true));

    /** A table no engine but Paimon's own reads without a finding: avro files, deletion vectors, TIME, MULTISET. */
    private static final TableInfo AWKWARD = table(List.of("id"), Map.of("file.format", "avro",
                    "deletion-vectors.enabled", "true", "merge-engine", "aggregation", "changelog-producer", "lookup"),
            ColumnInfo.physical("id", "BIGINT NOT NULL", false),
            ColumnInfo.physical("opened", "TIME(0)", true),
            ColumnInfo.physical("tags", "MULTISET<STRING>", true),
            ColumnInfo.physical("seen", "TIMESTAMP(3) WITH LOCAL TIME ZONE", true),
            ColumnInfo.physical("raw", "VARBINARY(2147483647)", true),
            ColumnInfo.physical("exact", "TIMESTAMP(9)", true));

    @Test
    void freshetsDwsTablesAreReadByEveryEngineWithNothingToFix() {
        for (EngineKind engine : EngineKind.values()) {
            String version = engine == EngineKind.TRINO ? "476" : "4.0";
            assertThat(ServingChecks.check(engine, version, DWS)).as(engine.name())
                    .noneMatch(f -> f.level() != FindingLevel.NOTE)
                    .extracting(ServingFinding::topic)
                    .contains(FindingTopic.TABLE_KIND, FindingTopic.BUCKET_MODE, FindingTopic.FRESHNESS);
        }
    }

    @Test
    void dorisCannotReadAvroOrTimeAndLosesNanoseconds() {
        List<ServingFinding> findings = ServingChecks.check(EngineKind.DORIS, "3.0.5", AWKWARD);
        assertThat(findings.get(0).level()).as("the worst first").isEqualTo(FindingLevel.CANNOT_READ);
        assertThat(cannotRead(findings)).containsExactlyInAnyOrder("FILE_FORMAT", "DATA_TYPE opened",
                "DATA_TYPE tags");
        assertThat(findings).filteredOn(f -> f.topic() == FindingTopic.FILE_FORMAT).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("avro").contains("orc and parquet only"));
        assertThat(findings).filteredOn(f -> f.level() == FindingLevel.CAUTION).extracting(ServingFinding::column)
                .contains("raw", "exact").doesNotContain("seen");
        assertThat(findings).filteredOn(f -> f.topic() == FindingTopic.DELETION_VECTORS).singleElement()
                .satisfies(f -> assertThat(f.level()).isEqualTo(FindingLevel.NOTE));
        assertThat(ServingChecks.check(EngineKind.DORIS, "2.1.7", AWKWARD))
                .filteredOn(f -> f.topic() == FindingTopic.DELETION_VECTORS).singleElement()
                .satisfies(f -> assertThat(f.level()).isEqualTo(FindingLevel.CAUTION));
    }

    @Test
    void starRocksReadsTimeButItsDocsDoNotSayAboutAvroDeletionVectorsOrTheMergeEngine() {
        List<ServingFinding> findings = ServingChecks.check(EngineKind.STARROCKS, "3.3.2", AWKWARD);
        assertThat(cannotRead(findings)).containsExactly("DATA_TYPE tags");
        assertThat(findings).filteredOn(f -> f.level() == FindingLevel.CAUTION).extracting(ServingFinding::topic)
                .contains(FindingTopic.FILE_FORMAT, FindingTopic.DELETION_VECTORS, FindingTopic.MERGE_ENGINE,
                        FindingTopic.DATA_TYPE);
        assertThat(ServingChecks.check(EngineKind.STARROCKS, "3.0.9", DWS)).first()
                .satisfies(f -> assertThat(f.topic()).isEqualTo(FindingTopic.VERSION))
                .satisfies(f -> assertThat(f.level()).isEqualTo(FindingLevel.CANNOT_READ));
    }

    @Test
    void trinoCannotMapTimeOrMultiset() {
        assertThat(cannotRead(ServingChecks.check(EngineKind.TRINO, "476", AWKWARD)))
                .containsExactlyInAnyOrder("DATA_TYPE opened", "DATA_TYPE tags");
        assertThat(cannotRead(ServingChecks.check(EngineKind.TRINO, "357", DWS))).containsExactly("VERSION");
    }

    @Test
    void sparkReadsThroughPaimonItselfAndShiftsZonedTimestampsBefore34() {
        List<ServingFinding> spark35 = ServingChecks.check(EngineKind.SPARK_SQL, "3.5.3", AWKWARD);
        assertThat(cannotRead(spark35)).containsExactlyInAnyOrder("DATA_TYPE opened", "DATA_TYPE tags");
        assertThat(spark35).noneMatch(f -> f.level() == FindingLevel.CAUTION);
        assertThat(ServingChecks.check(EngineKind.SPARK_SQL, "3.3.4", AWKWARD))
                .filteredOn(f -> f.level() == FindingLevel.CAUTION).singleElement()
                .satisfies(f -> assertThat(f.column()).isEqualTo("seen"));
    }

    @Test
    void aChangelogProducerOnlyMattersToStreamingReadersAndAViewIsNoTable() {
        assertThat(ServingChecks.check(EngineKind.STARROCKS, "3.3", AWKWARD))
                .filteredOn(f -> f.topic() == FindingTopic.CHANGELOG_PRODUCER).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("'lookup'").contains("ignores them"));
        TableInfo view = new TableInfo(new TableId("lakehouse", "dws", "v"), TableKind.VIEW, DWS.columns(),
                List.of(), List.of(), List.of(), Map.of(), null, "SELECT 1", null);
        assertThat(cannotRead(ServingChecks.check(EngineKind.DORIS, "3.0", view))).containsExactly("TABLE_KIND");
    }

    @Test
    void typeFeaturesIgnoreFieldNamesAndTellTimeFromTimestamps() {
        assertThat(TypeFeature.of("ROW<`time` INT, `bytes` STRING>")).isEmpty();
        assertThat(TypeFeature.of("TIMESTAMP_LTZ(3)")).containsExactly(TypeFeature.TIMESTAMP_LTZ);
        assertThat(TypeFeature.of("ARRAY<TIME(3)>")).containsExactly(TypeFeature.TIME);
        assertThat(TypeFeature.of("TIMESTAMP(6)")).isEmpty();
        assertThat(TypeFeature.of("MAP<STRING, TIMESTAMP(9) WITH LOCAL TIME ZONE>"))
                .containsExactlyInAnyOrder(TypeFeature.TIMESTAMP_LTZ, TypeFeature.NANOSECONDS);
    }

    private static List<String> cannotRead(List<ServingFinding> findings) {
        return findings.stream().filter(f -> f.level() == FindingLevel.CANNOT_READ)
                .map(f -> f.column() == null ? f.topic().name() : f.topic().name() + " " + f.column()).toList();
    }

    private static TableInfo table(List<String> key, Map<String, String> options, ColumnInfo... columns) {
        return new TableInfo(new TableId("lakehouse", "dws", "t"), TableKind.MATERIALIZED_TABLE, List.of(columns),
                key, List.of(), List.of(), options, null, null,
                new MaterializedTableInfo("SELECT 1", "30", "SECOND", "CONTINUOUS", "CONTINUOUS"));
    }
}
