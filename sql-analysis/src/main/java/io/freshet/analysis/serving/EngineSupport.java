package io.freshet.analysis.serving;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * What an engine's Paimon documentation ({@link EngineKind#docs()}) says it reads. Where the documentation is silent
 * the rule says so, and the finding asks the user to check, rather than guessing either way.
 *
 * @param documentedFormats     the data file formats the docs list; empty when they list none
 * @param paimonReader          whether the engine reads through Paimon's own library of the version it ships (so
 *                              every table feature of that Paimon version)
 * @param deletionVectorsSince  the first version whose docs say it reads deletion vectors; null when the docs read
 *                              do not say
 * @param unmapped              types its type mapping does not list: such a column cannot be read
 * @param lossy                 types it maps with a loss, and which
 * @param zoneShiftBefore       versions below this read TIMESTAMP WITH LOCAL TIME ZONE shifted by the zone offset
 */
record EngineSupport(EngineKind engine, Set<String> documentedFormats, boolean paimonReader,
                     String deletionVectorsSince, Set<TypeFeature> unmapped, Map<TypeFeature, String> lossy,
                     String zoneShiftBefore) {

    static EngineSupport of(EngineKind engine) {
        return switch (engine) {
            case STARROCKS -> new EngineSupport(engine, Set.of(), false, null,
                    EnumSet.of(TypeFeature.MULTISET, TypeFeature.VARIANT),
                    Map.of(TypeFeature.TIMESTAMP_LTZ, "is read as DATETIME: the instant shown without its zone"),
                    null);
            case DORIS -> new EngineSupport(engine, Set.of("parquet", "orc"), false, "3.0",
                    EnumSet.of(TypeFeature.TIME, TypeFeature.MULTISET, TypeFeature.VARIANT),
                    Map.of(TypeFeature.BINARY, "is read as STRING",
                            TypeFeature.NANOSECONDS, "is read as DATETIME(6): digits below the microsecond are lost"),
                    null);
            case TRINO -> new EngineSupport(engine, Set.of(), false, null,
                    EnumSet.of(TypeFeature.TIME, TypeFeature.MULTISET, TypeFeature.VARIANT), Map.of(), null);
            case SPARK_SQL -> new EngineSupport(engine, Set.of(), true, null,
                    EnumSet.of(TypeFeature.TIME, TypeFeature.MULTISET, TypeFeature.VARIANT), Map.of(), "3.4");
        };
    }
}
