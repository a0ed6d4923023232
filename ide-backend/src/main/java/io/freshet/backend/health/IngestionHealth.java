package io.freshet.backend.health;

import io.freshet.analysis.ingest.SourceDialect;
import io.freshet.analysis.ingest.TargetNames;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.ingest.IngestionSummary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Ingestions as health subjects, and the lakehouse tables each writes (its ODS tables, for the upstream walk). */
final class IngestionHealth {

    private IngestionHealth() {
    }

    /** How an ingestion is named in the health model: its source and schema, and its number. */
    static HealthSubject subject(IngestionSummary i) {
        return HealthSubject.ingestion(i.source(), i.schema(), i.id());
    }

    /** Adds each ingestion's own health to {@code own}; returns what each writes, as named in {@code own}. */
    static Map<HealthSubject, Collection<String>> add(List<IngestionSummary> ingestions,
                                                      Map<HealthSubject, OwnHealth> own) {
        Map<String, List<String>> bySuffix = new java.util.HashMap<>();
        own.keySet().stream().filter(s -> s.kind() == HealthSubject.Kind.TABLE).forEach(s -> {
            int dot = s.name().indexOf('.');
            bySuffix.computeIfAbsent(s.name().substring(dot + 1), k -> new ArrayList<>()).add(s.name());
        });
        Map<HealthSubject, Collection<String>> writes = new java.util.HashMap<>();
        for (IngestionSummary i : ingestions) {
            HealthSubject subject = subject(i);
            own.put(subject, HealthRules.ingestion(i));
            Set<String> targets = new HashSet<>();
            for (String table : i.tables()) {
                for (SourceDialect dialect : SourceDialect.values()) {
                    String name = i.targetDatabase() + "." + TargetNames.table(dialect, i.schema(), table);
                    targets.addAll(bySuffix.getOrDefault(name, List.of()));
                }
            }
            writes.put(subject, targets);
        }
        return writes;
    }
}
