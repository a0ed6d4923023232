package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.backend.warehouse.TableReaders;
import io.freshet.ui.catalog.TableRef;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Which materialized tables read a table, directly or through others and through views: {@link TableReaders} (the
 * backend's one answer, the backfill cascade's too) over the definition queries of the catalog snapshot.
 */
@Component
public class DownstreamLineage {

    private static final Logger LOG = LoggerFactory.getLogger(DownstreamLineage.class);

    private CatalogSnapshot analysed;
    private Map<String, TableReaders> byCatalog = Map.of();

    /** Every materialized table downstream of {@code ref}, nearest first. */
    public synchronized List<TableRef> downstream(CatalogSnapshot snapshot, TableRef ref) {
        if (snapshot != analysed) {
            byCatalog = readers(snapshot);
            analysed = snapshot;
        }
        TableReaders readers = byCatalog.get(ref.catalog());
        if (readers == null) {
            return List.of();
        }
        String start = ref.database() + "." + ref.table();
        Set<String> found = new LinkedHashSet<>();
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            for (String reader : readers.of(queue.removeFirst())) {
                if (!reader.equals(start) && found.add(reader)) {
                    queue.addLast(reader);
                }
            }
        }
        return found.stream().map(table -> TableRef.parse(ref.catalog() + "." + table)).toList();
    }

    /** Per catalog, the readers from its materialized tables' and views' queries. */
    private static Map<String, TableReaders> readers(CatalogSnapshot snapshot) {
        return TableReaders.ofCatalogs(snapshot,
                (table, reason) -> LOG.warn("Skipping {} in the downstream lineage: {}", table, reason));
    }
}
