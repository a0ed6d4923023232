package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.lineage.QueryTables;
import io.freshet.ui.catalog.TableRef;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Which materialized tables read a table, from sql-analysis's table lineage ({@link QueryTables}, the one the
 * backfill cascade uses) over the definition queries the catalog stores: those of materialized tables, and of views
 * so that a materialized table reading a view counts as reading the view's tables. Flink stores the queries expanded
 * (fully qualified), so Flink's parser alone resolves every name.
 */
@Component
public class DownstreamLineage {

    private static final Logger LOG = LoggerFactory.getLogger(DownstreamLineage.class);

    private CatalogSnapshot analysed;
    private Map<String, Set<String>> readers = Map.of();

    /** Every materialized table downstream of {@code ref}, nearest first. */
    public synchronized List<TableRef> downstream(CatalogSnapshot snapshot, TableRef ref) {
        if (snapshot != analysed) {
            readers = readers(snapshot);
            analysed = snapshot;
        }
        Set<String> materialized = new TreeSet<>();
        snapshot.tables().filter(t -> t.kind() == TableKind.MATERIALIZED_TABLE)
                .forEach(t -> materialized.add(t.id().toString()));
        Set<String> found = new LinkedHashSet<>();
        Deque<String> queue = new ArrayDeque<>(List.of(ref.toString()));
        while (!queue.isEmpty()) {
            for (String reader : readers.getOrDefault(queue.removeFirst(), Set.of())) {
                if (!reader.equals(ref.toString()) && found.add(reader)) {
                    queue.addLast(reader);
                }
            }
        }
        return found.stream().filter(materialized::contains).map(TableRef::parse).toList();
    }

    /** For each table ({@code catalog.database.table}) the materialized tables and views whose query reads it. */
    static Map<String, Set<String>> readers(CatalogSnapshot snapshot) {
        Map<String, Map<String, String>> queriesByCatalog = new LinkedHashMap<>();
        snapshot.tables().forEach(t -> query(t).ifPresent(q -> queriesByCatalog
                .computeIfAbsent(t.id().catalog(), c -> new LinkedHashMap<>())
                .put(t.id().database() + "." + t.id().table(), q)));
        Map<String, Set<String>> readers = new HashMap<>();
        queriesByCatalog.forEach((catalog, queries) -> QueryTables.readers(queries, catalog,
                (table, reason) -> LOG.warn("Skipping {}.{} in the downstream lineage: {}", catalog, table, reason))
                .forEach((table, readBy) -> readBy.forEach(reader -> readers
                        .computeIfAbsent(catalog + "." + table, k -> new TreeSet<>()).add(catalog + "." + reader))));
        return readers;
    }

    private static Optional<String> query(TableInfo table) {
        String query = table.kind() == TableKind.MATERIALIZED_TABLE && table.materialized() != null
                ? table.materialized().definitionQuery() : table.kind() == TableKind.VIEW ? table.viewQuery() : null;
        return Optional.ofNullable(query).filter(q -> !q.isBlank());
    }
}
