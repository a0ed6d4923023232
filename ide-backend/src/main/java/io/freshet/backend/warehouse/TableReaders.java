package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.lineage.LineageWalk;
import io.freshet.analysis.lineage.QueryTables;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * Which materialized tables read a table, directly or through views: the one answer of the backend, from
 * sql-analysis's table lineage ({@link QueryTables}) over the definition queries Flink stores (fully qualified, so its
 * parser alone resolves every name). The catalog's downstream list, the backfill cascade and health's UPSTREAM state
 * walk it, always with {@link LineageWalk}.
 */
public final class TableReaders {

    private final Map<String, Set<String>> readers;

    private TableReaders(Map<String, Set<String>> readers) {
        this.readers = readers;
    }

    /**
     * @param materialized database.table to the definition query of each materialized table of the catalog
     * @param views        database.table to the query of each view whose readers count as the view's tables' readers
     * @param onUnreadable told of a query that cannot be parsed (database.table, reason); it is left out
     */
    public static TableReaders of(Map<String, String> materialized, Map<String, String> views, String catalog,
                                  BiConsumer<String, String> onUnreadable) {
        Map<String, String> queries = new LinkedHashMap<>(views);
        queries.putAll(materialized);
        Map<String, Set<String>> direct = QueryTables.readers(queries, catalog, onUnreadable);
        Map<String, Set<String>> readers = new TreeMap<>();
        for (String table : direct.keySet()) {
            Set<String> found = new TreeSet<>();
            LineageWalk.walk(List.of(table), -1, t -> direct.getOrDefault(t, Set.of()), (from, reader) -> {
                if (materialized.containsKey(reader)) {
                    found.add(reader);
                    return false;
                }
                return true; // a view is walked through: its readers read the table too
            });
            readers.put(table, found);
        }
        return new TableReaders(readers);
    }

    /**
     * Per catalog of the snapshot, the readers from its materialized tables' definition queries and its views' queries.
     *
     * @param onUnreadable told of a query that cannot be parsed (catalog.database.table, reason); it is left out
     */
    public static Map<String, TableReaders> ofCatalogs(CatalogSnapshot snapshot, BiConsumer<String, String> onUnreadable) {
        Map<String, Map<String, String>> materialized = new LinkedHashMap<>();
        Map<String, Map<String, String>> views = new LinkedHashMap<>();
        snapshot.tables().forEach(t -> {
            String query = t.kind() == TableKind.VIEW ? t.viewQuery() : definition(t);
            if (query != null && !query.isBlank()) {
                (t.kind() == TableKind.VIEW ? views : materialized).computeIfAbsent(t.id().catalog(),
                        c -> new LinkedHashMap<>()).put(t.id().database() + "." + t.id().table(), query);
            }
        });
        Map<String, TableReaders> byCatalog = new HashMap<>();
        materialized.forEach((catalog, queries) -> byCatalog.put(catalog, of(queries,
                views.getOrDefault(catalog, Map.of()), catalog,
                (table, reason) -> onUnreadable.accept(catalog + "." + table, reason))));
        return byCatalog;
    }

    private static String definition(TableInfo table) {
        return table.kind() == TableKind.MATERIALIZED_TABLE && table.materialized() != null
                ? table.materialized().definitionQuery() : null;
    }

    /** The materialized tables (database.table) whose query reads the table, or reads a view that reads it. */
    public Set<String> of(String table) {
        return readers.getOrDefault(table, Set.of());
    }

    /** Every materialized table built from the table, directly or through others, nearest first. */
    public Set<String> downstream(String table) {
        return LineageWalk.reach(table, -1, this::of);
    }

    /**
     * Every materialized table built from the table with its step (1, 2, ...) in a cascade of refreshes: a table's
     * step is its longest path from the start, so it is refreshed after every table between it and the start.
     */
    public Map<String, Integer> steps(String table) {
        return LineageWalk.steps(table, this::of);
    }
}
