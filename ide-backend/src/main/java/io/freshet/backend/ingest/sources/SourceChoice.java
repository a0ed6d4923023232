package io.freshet.backend.ingest.sources;

import io.freshet.analysis.ingest.TargetNames;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.SourceTable;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The tables a user chose from a stored source's schema, as the source lists them now, and the lakehouse database
 * they go to; the one place that refuses a table name the schema lacks (the wizard's preview and the ingestion's plan
 * both ask here).
 *
 * @param tables the chosen tables in the source's order; all of the schema's when none were named
 */
public record SourceChoice(StoredSource source, String schema, List<SourceTable> tables, String database) {

    /** Reads the schema's tables from the source; a blank target database is the default one ({@code ods}). */
    public static SourceChoice of(SourceStore store, SourceDatabases databases, String source, String schema,
                                  List<String> tables, String targetDatabase) {
        StoredSource stored = store.require(source);
        String s = Objects.requireNonNullElse(schema, "");
        String database = targetDatabase == null || targetDatabase.isBlank()
                ? TargetNames.DEFAULT_DATABASE : targetDatabase.strip();
        List<SourceTable> all = databases.tables(stored.definition(), s);
        Set<String> chosen = tables == null ? Set.of() : Set.copyOf(tables);
        List<String> unknown = chosen.stream().filter(t -> all.stream().noneMatch(a -> a.name().equals(t)))
                .sorted().toList();
        if (!unknown.isEmpty()) {
            throw new ServiceException("The schema " + s + " of " + source + " has no table "
                    + String.join(", ", unknown) + ".");
        }
        List<SourceTable> picked = all.stream().filter(t -> chosen.isEmpty() || chosen.contains(t.name())).toList();
        return new SourceChoice(stored, s, picked, database);
    }
}
