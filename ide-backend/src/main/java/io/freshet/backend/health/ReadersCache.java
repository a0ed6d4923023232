package io.freshet.backend.health;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.warehouse.TableReaders;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lineage the upstream walk follows, parsed again only when a definition or view query changed: every warehouse
 * read brings a new snapshot, and parsing thousands of queries costs far more than comparing them.
 */
final class ReadersCache {

    private static final Logger LOG = LoggerFactory.getLogger(ReadersCache.class);

    private Map<String, String> queries = Map.of();
    private Map<String, TableReaders> readers = Map.of();

    /** Per catalog, who reads which table. */
    synchronized Map<String, TableReaders> of(CatalogSnapshot snapshot) {
        Map<String, String> now = new HashMap<>();
        snapshot.tables().forEach(t -> {
            String query = t.kind() == TableKind.VIEW ? t.viewQuery()
                    : t.materialized() == null ? null : t.materialized().definitionQuery();
            if (query != null) {
                now.put(t.id().toString(), query);
            }
        });
        if (!now.equals(queries)) {
            readers = TableReaders.ofCatalogs(snapshot,
                    (table, reason) -> LOG.debug("Health: no lineage for {}: {}", table, reason));
            queries = now;
        }
        return readers;
    }
}
