package io.freshet.ui.health;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The health model's entries found by what a page names: a table by {@code catalog.database.table}, an ingestion by
 * its subject. Pages that show a state look it up here instead of judging it themselves.
 *
 * @param tables     materialized and plain tables' entries by name
 * @param ingestions ingestions' entries by subject name
 */
public record HealthLookup(Map<String, HealthEntry> tables, Map<String, HealthEntry> ingestions) {

    public HealthLookup {
        tables = Map.copyOf(tables);
        ingestions = Map.copyOf(ingestions);
    }

    /** Nothing judged yet. */
    public static HealthLookup empty() {
        return new HealthLookup(Map.of(), Map.of());
    }

    /** The entries of one evaluation (the first entry of a name wins, as the model lists them worst first). */
    public static HealthLookup of(List<HealthEntry> entries) {
        Map<String, HealthEntry> tables = new HashMap<>();
        Map<String, HealthEntry> ingestions = new HashMap<>();
        for (HealthEntry e : entries) {
            (e.subject().kind() == HealthSubject.Kind.INGESTION ? ingestions : tables)
                    .putIfAbsent(e.subject().name(), e);
        }
        return new HealthLookup(tables, ingestions);
    }

    /** A table's entry, null when the model has none (not in the warehouse, or not judged yet). */
    public HealthEntry table(String name) {
        return tables.get(name);
    }

    /** An ingestion's entry, null when the model has none. */
    public HealthEntry ingestion(String source, String schema, long id) {
        return ingestions.get(HealthSubject.ingestion(source, schema, id).name());
    }
}
