package io.freshet.analysis.serving;

import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.paimon.CoreOptions;

/**
 * A table of Freshet's warehouse against an engine's documented Paimon support ({@link EngineSupport}): the version,
 * the table kind, file format, deletion vectors, merge engine, changelog producer, bucket mode, each column's type,
 * and the freshness a reader sees. Option keys and defaults are Paimon's own ({@link CoreOptions}).
 */
public final class ServingChecks {

    private ServingChecks() {
    }

    /**
     * @param version the engine's version as the target states it (e.g. 3.3.1, 476)
     * @return the findings, most serious first; empty when nothing stands in the way and nothing needs saying
     */
    public static List<ServingFinding> check(EngineKind engine, String version, TableInfo table) {
        EngineSupport support = EngineSupport.of(engine);
        EngineVersion v = EngineVersion.parse(version);
        List<ServingFinding> findings = new ArrayList<>();
        String name = engine.displayName() + " " + version;
        if (!v.atLeast(engine.minimumVersion())) {
            findings.add(ServingFinding.table(FindingLevel.CANNOT_READ, FindingTopic.VERSION, name + " has no Paimon"
                    + " catalog: it came with " + engine.displayName() + " " + engine.minimumVersion() + " ("
                    + engine.docs() + ")."));
        }
        if (table.kind() == TableKind.VIEW) {
            findings.add(ServingFinding.table(FindingLevel.CANNOT_READ, FindingTopic.TABLE_KIND, "A Flink view is"
                    + " stored as its query, not as data: " + engine.displayName() + " reads Paimon tables only."
                    + " Serve a materialized table instead."));
            return sorted(findings);
        }
        Map<String, String> options = table.options();
        TableOptionChecks.fileFormat(findings, support, name, option(options, CoreOptions.FILE_FORMAT.key(),
                String.valueOf(CoreOptions.FILE_FORMAT.defaultValue())));
        if (Boolean.parseBoolean(options.get(CoreOptions.DELETION_VECTORS_ENABLED.key()))) {
            TableOptionChecks.deletionVectors(findings, support, v, name);
        }
        if (table.primaryKey().isEmpty()) {
            findings.add(ServingFinding.table(FindingLevel.NOTE, FindingTopic.TABLE_KIND, "An append table (no"
                    + " primary key): " + engine.displayName() + " reads its files as they are, nothing to merge."));
        } else {
            TableOptionChecks.primaryKey(findings, support, name, table.primaryKey(), options);
        }
        TableOptionChecks.changelogProducer(findings, engine, options);
        if (!table.primaryKey().isEmpty() && "-1".equals(option(options, CoreOptions.BUCKET.key(),
                String.valueOf(CoreOptions.BUCKET.defaultValue())))) {
            findings.add(ServingFinding.table(FindingLevel.NOTE, FindingTopic.BUCKET_MODE, "Dynamic bucket mode"
                    + " (bucket = -1, Paimon's default): the number of buckets grows with the data; " + name
                    + " reads it as any primary-key table."));
        }
        for (ColumnInfo column : table.columns()) {
            types(findings, support, v, name, column);
        }
        freshness(findings, engine, table.materialized());
        return sorted(findings);
    }

    private static void types(List<ServingFinding> findings, EngineSupport support, EngineVersion v, String name,
            ColumnInfo column) {
        Set<TypeFeature> features = TypeFeature.of(column.type());
        for (TypeFeature feature : features) {
            if (support.unmapped().contains(feature)) {
                findings.add(new ServingFinding(FindingLevel.CANNOT_READ, FindingTopic.DATA_TYPE, column.name(),
                        "Column " + column.name() + " has type " + feature.label() + ", which " + name + "'s Paimon"
                                + " type mapping does not list: the column cannot be read there. Cast it in the"
                                + " materialized table's query (e.g. to STRING)."));
            } else if (support.lossy().containsKey(feature)) {
                findings.add(new ServingFinding(FindingLevel.CAUTION, FindingTopic.DATA_TYPE, column.name(),
                        "Column " + column.name() + " (" + feature.label() + ") " + support.lossy().get(feature)
                                + " in " + name + "."));
            } else if (feature == TypeFeature.TIMESTAMP_LTZ && support.zoneShiftBefore() != null
                    && !v.atLeast(support.zoneShiftBefore())) {
                findings.add(new ServingFinding(FindingLevel.CAUTION, FindingTopic.DATA_TYPE, column.name(),
                        "Column " + column.name() + " (" + feature.label() + ") is shown shifted by the session's"
                                + " zone offset before " + support.engine().displayName() + " "
                                + support.zoneShiftBefore() + " (Paimon's Spark docs); adjust it or upgrade."));
            }
        }
    }

    private static void freshness(List<ServingFinding> findings, EngineKind engine, MaterializedTableInfo mt) {
        String freshness = ReaderCache.tableFreshness(mt);
        if (freshness == null) {
            return;
        }
        findings.add(ServingFinding.table(FindingLevel.NOTE, FindingTopic.FRESHNESS, "Flink keeps this table within "
                + freshness + " of its sources. " + engine.displayName() + " sees each new snapshot once its catalog"
                + " metadata cache expires: add that cache's lifetime to the freshness its users can expect."));
    }

    static String option(Map<String, String> options, String key, String fallback) {
        String value = options.get(key);
        return (value == null || value.isBlank() ? fallback : value).strip().toLowerCase(Locale.ROOT);
    }

    private static List<ServingFinding> sorted(List<ServingFinding> findings) {
        return findings.stream().sorted((a, b) -> a.level().compareTo(b.level())).toList();
    }
}
