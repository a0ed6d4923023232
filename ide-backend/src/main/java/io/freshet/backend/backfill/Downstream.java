package io.freshet.backend.backfill;

import io.freshet.backend.warehouse.TableReaders;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The materialized tables built, directly or through others, from one table, in lineage order: each table
 * gets the step of its longest path from the start, so a table is refreshed only after every table between
 * it and the start. Who reads a table is {@link TableReaders}' answer, the catalog's downstream list's too.
 */
final class Downstream {

    private static final Logger LOG = LoggerFactory.getLogger(Downstream.class);

    private Downstream() {
    }

    /** Step (1, 2, ...) to the tables of that step, sorted by name; the start table itself is not included. */
    static Map<Integer, List<CatalogTable>> of(String start, List<CatalogTable> materializedTables, String catalog) {
        Map<String, CatalogTable> byName = new HashMap<>();
        Map<String, String> queries = new LinkedHashMap<>();
        for (CatalogTable table : materializedTables) {
            byName.put(table.name(), table);
            queries.put(table.name(), table.definitionQuery());
        }
        TableReaders readers = TableReaders.of(queries, Map.of(), catalog,
                (table, reason) -> LOG.warn("Skipping {} in the lineage: {}", table, reason));
        Map<String, Integer> steps = new LinkedHashMap<>();
        longestPaths(start, 0, readers, steps, new HashSet<>());
        Map<Integer, List<CatalogTable>> byStep = new TreeMap<>();
        steps.forEach((name, step) -> {
            if (step > 0 && byName.containsKey(name)) {
                byStep.computeIfAbsent(step, s -> new ArrayList<>()).add(byName.get(name));
            }
        });
        byStep.values().forEach(tables -> tables.sort(java.util.Comparator.comparing(CatalogTable::name)));
        return byStep;
    }

    private static void longestPaths(String table, int step, TableReaders readers,
                                     Map<String, Integer> steps, Set<String> onPath) {
        if (!onPath.add(table)) {
            return; // a cycle cannot come from materialized tables, but a broken catalog must not loop forever
        }
        if (steps.getOrDefault(table, -1) < step) {
            steps.put(table, step);
            for (String reader : readers.of(table)) {
                longestPaths(reader, step + 1, readers, steps, onPath);
            }
        }
        onPath.remove(table);
    }
}
