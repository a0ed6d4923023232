package io.freshet.analysis.serving;

import io.freshet.analysis.catalog.MaterializedTableInfo;
import java.time.Duration;
import java.util.Locale;
import org.apache.paimon.options.CatalogOptions;

/**
 * The metadata cache between a served table and the engine's readers: how much older than the table's own freshness
 * a query in the engine may see it. Spark and Trino open the warehouse through Paimon's own catalog, whose cache
 * options (keys and default from Paimon's {@link CatalogOptions}) go into the catalog definition; StarRocks and Doris
 * keep their own frontend caches, for which the documentation read names no Paimon setting.
 *
 * @param setting  where the cache's lifetime is set, as the catalog definition writes it; null when no setting is known
 * @param lifetime the longest a reader may see old metadata with that setting's default; null when unknown
 * @param words    the fact in a sentence, for the reader
 */
public record ReaderCache(EngineKind engine, String setting, Duration lifetime, String words) {

    /** The cache of this engine for a catalog of this name in it. */
    public static ReaderCache of(EngineKind engine, String catalogName) {
        String name = SafeValues.catalogName(catalogName);
        String writeKey = CatalogOptions.CACHE_EXPIRE_AFTER_WRITE.key();
        Duration lifetime = CatalogOptions.CACHE_EXPIRE_AFTER_WRITE.defaultValue();
        return switch (engine) {
            case SPARK_SQL -> paimonCache(engine, "spark.sql.catalog." + name + ".", writeKey, lifetime);
            case TRINO -> paimonCache(engine, "", writeKey, lifetime);
            case STARROCKS, DORIS -> new ReaderCache(engine, null, null, engine.displayName() + " keeps table"
                    + " metadata of external catalogs in its frontend's cache; the " + engine.displayName() + " docs"
                    + " read name no Paimon setting for its lifetime. Compare the latest commit Freshet shows with"
                    + " what a query in " + engine.displayName() + " returns before promising a freshness.");
        };
    }

    private static ReaderCache paimonCache(EngineKind engine, String prefix, String writeKey, Duration lifetime) {
        String setting = prefix + writeKey;
        return new ReaderCache(engine, setting, lifetime, "Paimon's catalog in " + engine.displayName() + " caches"
                + " databases, tables, manifests and partitions (" + prefix + CatalogOptions.CACHE_ENABLED.key()
                + ", on by default): a query may see a table as it was up to " + words(lifetime) + " before ("
                + setting + "). A shorter value there, or " + prefix + CatalogOptions.CACHE_ENABLED.key()
                + "=false, lets readers see each commit sooner at the cost of more reads of the warehouse.");
    }

    /** A duration as the findings say it: "30 minutes", "1 hour", "90 seconds". */
    static String words(Duration d) {
        long seconds = d.toSeconds();
        if (seconds % 3600 == 0) {
            return plural(seconds / 3600, "hour");
        }
        return seconds % 60 == 0 ? plural(seconds / 60, "minute") : plural(seconds, "second");
    }

    private static String plural(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }

    /** The freshness of a materialized table in words, e.g. "5 second(s) (CONTINUOUS)"; null when it has none. */
    public static String tableFreshness(MaterializedTableInfo mt) {
        if (mt == null || blank(mt.freshnessInterval())) {
            return null;
        }
        String unit = blank(mt.freshnessUnit()) ? "" : " " + mt.freshnessUnit().toLowerCase(Locale.ROOT) + "(s)";
        return mt.freshnessInterval() + unit + (blank(mt.refreshMode()) ? "" : " (" + mt.refreshMode() + ")");
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
