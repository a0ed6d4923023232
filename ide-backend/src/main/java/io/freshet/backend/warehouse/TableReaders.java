package io.freshet.backend.warehouse;

import io.freshet.analysis.lineage.QueryTables;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * Which materialized tables read a table, directly or through views: the one answer of the backend, from
 * sql-analysis's table lineage ({@link QueryTables}) over the definition queries Flink stores (fully qualified, so its
 * parser alone resolves every name). The catalog's downstream list and the backfill cascade both walk it.
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
            collect(table, direct, materialized.keySet(), found, new HashSet<>());
            readers.put(table, found);
        }
        return new TableReaders(readers);
    }

    /** The materialized tables (database.table) whose query reads the table, or reads a view that reads it. */
    public Set<String> of(String table) {
        return readers.getOrDefault(table, Set.of());
    }

    private static void collect(String table, Map<String, Set<String>> direct, Set<String> materialized,
                                Set<String> found, Set<String> seen) {
        for (String reader : direct.getOrDefault(table, Set.of())) {
            if (materialized.contains(reader)) {
                found.add(reader);
            } else if (seen.add(reader)) {
                collect(reader, direct, materialized, found, seen);
            }
        }
    }
}
