package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableKind;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Per catalog of the live snapshot, who reads which table ({@link TableReaders}), parsed again only when a definition
 * or view query changed: every warehouse read brings a new snapshot, and parsing thousands of queries costs far more
 * than comparing them. The catalog's downstream list and health's UPSTREAM walk each keep one.
 */
public final class LiveReaders {

    private final BiConsumer<String, String> onUnreadable;
    private Map<String, String> queries = Map.of();
    private Map<String, TableReaders> readers = Map.of();

    /** @param onUnreadable told of a query that cannot be parsed (catalog.database.table, reason); it is left out */
    public LiveReaders(BiConsumer<String, String> onUnreadable) {
        this.onUnreadable = onUnreadable;
    }

    /** Per catalog, who reads which table ({@code database.table} names). */
    public synchronized Map<String, TableReaders> of(CatalogSnapshot snapshot) {
        Map<String, String> now = new HashMap<>();
        snapshot.tables().forEach(t -> {
            String query = t.kind() == TableKind.VIEW ? t.viewQuery()
                    : t.materialized() == null ? null : t.materialized().definitionQuery();
            if (query != null) {
                now.put(t.id().toString(), query);
            }
        });
        if (!now.equals(queries)) {
            readers = TableReaders.ofCatalogs(snapshot, onUnreadable);
            queries = now;
        }
        return readers;
    }

    /** The materialized tables ({@code database.table}) built from a table of a catalog, nearest first. */
    public Set<String> downstream(CatalogSnapshot snapshot, String catalog, String table) {
        TableReaders catalogReaders = of(snapshot).get(catalog);
        return catalogReaders == null ? Set.of() : catalogReaders.downstream(table);
    }
}
