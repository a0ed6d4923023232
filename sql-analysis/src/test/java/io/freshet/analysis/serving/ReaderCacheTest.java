package io.freshet.analysis.serving;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.MaterializedTableInfo;
import java.time.Duration;
import org.apache.paimon.options.CatalogOptions;
import org.junit.jupiter.api.Test;

/** The cache a reader's freshness adds: Paimon's catalog cache in Spark and Trino, named where it is set. */
class ReaderCacheTest {

    @Test
    void sparkAndTrinoNamePaimonsCacheWhereTheirCatalogDefinitionSetsIt() {
        Duration paimonDefault = CatalogOptions.CACHE_EXPIRE_AFTER_WRITE.defaultValue();
        ReaderCache spark = ReaderCache.of(EngineKind.SPARK_SQL, "lake");
        assertThat(spark.setting()).isEqualTo("spark.sql.catalog.lake.cache.expire-after-write");
        assertThat(spark.lifetime()).isEqualTo(paimonDefault);
        assertThat(spark.words()).contains(ReaderCache.words(paimonDefault))
                .contains("spark.sql.catalog.lake.cache-enabled=false");

        ReaderCache trino = ReaderCache.of(EngineKind.TRINO, "lake");
        assertThat(trino.setting()).isEqualTo("cache.expire-after-write");
        assertThat(trino.words()).startsWith("Paimon's catalog in Trino caches");
    }

    @Test
    void starRocksAndDorisSayThatNoSettingIsKnown() {
        for (EngineKind engine : new EngineKind[] {EngineKind.STARROCKS, EngineKind.DORIS}) {
            ReaderCache cache = ReaderCache.of(engine, "freshet");
            assertThat(cache.setting()).isNull();
            assertThat(cache.lifetime()).isNull();
            assertThat(cache.words()).contains("name no Paimon setting").contains(engine.displayName());
        }
    }

    @Test
    void durationsAndFreshnessInWords() {
        assertThat(ReaderCache.words(Duration.ofMinutes(30))).isEqualTo("30 minutes");
        assertThat(ReaderCache.words(Duration.ofHours(1))).isEqualTo("1 hour");
        assertThat(ReaderCache.words(Duration.ofSeconds(90))).isEqualTo("90 seconds");
        assertThat(ReaderCache.tableFreshness(new MaterializedTableInfo("SELECT 1", "5", "SECOND", "CONTINUOUS",
                "CONTINUOUS"))).isEqualTo("5 second(s) (CONTINUOUS)");
        assertThat(ReaderCache.tableFreshness(null)).isNull();
        // the catalog reads a missing option as ""
        assertThat(ReaderCache.tableFreshness(new MaterializedTableInfo("", "", "", "AUTOMATIC", ""))).isNull();
        assertThat(ReaderCache.tableFreshness(new MaterializedTableInfo("", "1", "HOUR", "AUTOMATIC", "")))
                .isEqualTo("1 hour(s)");
    }
}
