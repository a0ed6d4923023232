package io.freshet.backend.backfill;

import io.freshet.analysis.lineage.QueryTables;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The backfill preview's warning: partitions of the range for which a source table partitioned by the same key holds
 * nothing, so that refreshing them would write empty partitions (or empty what they held). Sources partitioned
 * otherwise, unpartitioned or outside the catalog cannot tell, and are not judged.
 */
final class SourceDays {

    private SourceDays() {
    }

    static List<String> missing(CatalogTable target, List<Map<String, String>> specs, String catalog,
                                LakehouseTables tables) {
        if (target.definitionQuery().isBlank() || specs.isEmpty()) {
            return List.of();
        }
        Set<String> sources;
        try {
            sources = QueryTables.of(target.definitionQuery(), catalog, target.name().split("\\.")[0]);
        } catch (IllegalArgumentException unreadable) {
            return List.of();
        }
        List<String> warnings = new ArrayList<>();
        for (String source : sources) {
            tables.partitions(source).flatMap(p -> warning(p, specs)).ifPresent(warnings::add);
        }
        return warnings;
    }

    static Optional<String> warning(SourcePartitions source, List<Map<String, String>> specs) {
        List<String> shared = source.keys().stream().filter(k -> specs.get(0).containsKey(k)).toList();
        if (shared.isEmpty()) {
            return Optional.empty();
        }
        Set<Map<String, String>> held = new HashSet<>();
        source.specs().forEach(spec -> held.add(only(spec, shared)));
        Set<Map<String, String>> empty = new LinkedHashSet<>();
        for (Map<String, String> spec : specs) {
            Map<String, String> wanted = only(spec, shared);
            if (!held.contains(wanted)) {
                empty.add(wanted);
            }
        }
        if (empty.isEmpty()) {
            return Optional.empty();
        }
        String days = empty.stream().map(RefreshStatements::display).collect(Collectors.joining(", "));
        return Optional.of("No source data for " + days + ": " + source.table() + " has no such partition"
                + (empty.size() == 1 ? "" : "s") + ", so the refresh would leave " + (empty.size() == 1 ? "it" : "them")
                + " empty.");
    }

    private static Map<String, String> only(Map<String, String> spec, List<String> keys) {
        Map<String, String> kept = new LinkedHashMap<>();
        keys.forEach(k -> kept.put(k, spec.get(k)));
        return kept;
    }
}
